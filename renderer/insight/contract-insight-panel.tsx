/**
 * The contract section of the account detail (loaded lazily with the emulator's client code): what the
 * contract is and where that name came from, the details its own get-methods give on the indexed
 * state, any disagreement with the indexer's metadata (loudly), each method run with its exit code,
 * meaning and gas, a form to run any get-method, and the code and data made readable.
 */
import { useState } from 'react';
import type { AccountState } from '../../shared/api/account-states';
import { inspectedKindLabel } from '../../shared/contracts/inspected-kind-label';
import type { InspectedAccount } from '../../shared/contracts/inspected-account';
import { methodName } from '../../shared/contracts/method-names';
import { CodeDataView } from './code-data-view';
import { DetailsView } from './details-view';
import { GetMethodForm } from './get-method-form';
import { LibraryNote, problemTheNoteStates } from './library-note';
import { useInsight, useInsightStore } from '../model/use-insight';
import { useNow } from '../ui/use-now';
import './insight.css';
import { TableHead } from '../ui/table-head';

const SOURCE_TEXT: Record<InspectedAccount['kind_source'], string> = {
  code_hash: 'its code hash (a known contract)',
  interfaces: "the indexer's interfaces",
  get_methods: 'the standard get-methods its code answers',
  unknown: 'nothing: the code is not known',
};

/** The mismatches between the contract and the indexer, as an alert a person understands. */
function Mismatches(props: { inspected: InspectedAccount }) {
  const mismatches = props.inspected.details.mismatches ?? [];
  if (mismatches.length === 0) return null;
  return (
    <div className="banner banner-error" role="alert" data-testid="insight-mismatches">
      <p className="banner-title">The contract and the indexer disagree</p>
      <p className="banner-advice">
        The contract&apos;s own get-methods, run on the indexed state, say something else than the
        indexer&apos;s metadata. Trust the contract; the metadata may be stale.
      </p>
      <ul>
        {mismatches.map((m) => (
          <li key={m.field}>
            <strong>{m.field}</strong>: the contract says{' '}
            <span className="mono">{m.contract ?? 'nothing'}</span>, the indexer&apos;s metadata says{' '}
            <span className="mono">{m.indexer ?? 'nothing'}</span>.
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each get-method run for the details: exit code with its meaning, gas, or why it could not run. */
function MethodRuns(props: { inspected: InspectedAccount }) {
  const runs = props.inspected.methods;
  if (runs.length === 0) return null;
  return (
    <table className="kv-table" data-testid="insight-methods">
      <caption>Get-methods run for these details</caption>
      <TableHead names={['Method', 'Exit code', 'Gas']} />
      <tbody>
        {runs.map((run) => (
          <tr key={run.method} data-method={run.method}>
            <td className="mono">{run.method}</td>
            <td>
              {run.error ? (
                <span className="insight-flag">{run.error}</span>
              ) : (
                `${run.exit_code} (${run.exit_meaning})`
              )}
            </td>
            <td>{run.gas_used ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * While the emulator starts (its first start compiles ≈7 MB of WebAssembly, which takes long on a busy
 * machine) and the get-methods run: what is happening and for how long, so a wait never looks like a hang.
 */
function InsightLoading() {
  const [since] = useState(() => Date.now());
  const seconds = Math.floor((useNow() - since) / 1000);
  return (
    <p role="status" data-testid="insight-loading" data-elapsed={seconds}>
      Starting the contract emulator and running this account&apos;s get-methods…
      {seconds >= 2 && (
        <span className="muted">
          {' '}
          {seconds} s so far — the emulator&apos;s first start takes longer on a busy machine.
        </span>
      )}
    </p>
  );
}

/** The section. */
export default function ContractInsightPanel(props: {
  raw: string;
  account: AccountState | null;
  /** Why there is no account record, when there is none (a sentence without its full stop). */
  missing: string;
  unixTime: number | undefined;
}) {
  const { raw, account } = props;
  const store = useInsightStore();
  const entry = useInsight(raw, account, props.unixTime);

  if (!account)
    return (
      <p className="muted" data-testid="insight-none">
        No contract to run: {props.missing.charAt(0).toLowerCase() + props.missing.slice(1)}.
      </p>
    );
  if (account.status !== 'active')
    return (
      <p className="muted" data-testid="insight-none">
        No contract to run: the account is {account.status}.
      </p>
    );
  if (!entry || entry.state === 'loading') return <InsightLoading />;
  if (entry.state === 'error')
    return (
      <div className="banner banner-error" role="alert" data-testid="insight-error">
        <p className="banner-title">The contract&apos;s details could not be computed</p>
        <p>{entry.error.message}</p>
        <div className="banner-actions">
          <button type="button" onClick={() => store.retry([raw])}>
            Try again
          </button>
        </div>
      </div>
    );

  const { inspected } = entry;
  // The problem the library's banner states (with its action) is not said again in the list.
  const stated = problemTheNoteStates(inspected);
  const problems = (inspected.details.problems ?? []).filter((problem) => problem !== stated);
  const methodIds = account.contract_methods ?? [];
  return (
    <div data-testid="insight" data-kind={inspected.kind}>
      <p>
        <strong data-testid="insight-kind">{inspectedKindLabel(inspected)}</strong>{' '}
        <span className="muted">({inspected.details.contract})</span> — named by{' '}
        <span data-testid="insight-kind-source">{SOURCE_TEXT[inspected.kind_source]}</span>
      </p>
      <LibraryNote inspected={inspected} onAdded={() => store.refresh([raw])} />
      <Mismatches inspected={inspected} />
      <DetailsView inspected={inspected} unixTime={props.unixTime} />
      {problems.length > 0 && (
        <ul className="insight-problems" data-testid="insight-problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <MethodRuns inspected={inspected} />
      {methodIds.length > 0 && (
        <p className="muted" data-testid="insight-contract-methods">
          The indexer lists these methods: {methodIds.map((id) => methodName(id) ?? String(id)).join(', ')}.
        </p>
      )}
      <section className="detail-section" aria-labelledby="insight-run-title">
        <h4 id="insight-run-title">Run a get-method</h4>
        <GetMethodForm address={raw} methodIds={methodIds} unixTime={props.unixTime} />
      </section>
      <CodeDataView address={raw} hasCode={Boolean(account.code_hash)} hasData={Boolean(account.data_hash)} />
    </div>
  );
}
