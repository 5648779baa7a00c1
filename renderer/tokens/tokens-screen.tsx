/**
 * "Where are these wallets' tokens": owners (pasted, or the current lookup's wallets) × jetton
 * masters (the network's presets, editable) → each owner's balance of each jetton, derived by each
 * master's own `get_wallet_address` and read from each jetton wallet's own `get_wallet_data`, behind
 * the bridge (shared/contracts/tokens.ts) at the profile's pace, with progress, cancel, and CSV/JSON
 * export through the save-file method. Loaded lazily with its tab.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { parseAddressList } from '../../shared/address/address-list';
import { JETTON_PRESETS } from '../../shared/contracts/jetton-presets';
import { formatCount } from '../../shared/format/locale-format';
import { tokensToCsv } from '../../shared/contracts/tokens-output';
import { useBridgeCall } from '../model/bridge-query';
import { mayOwnTokens } from '../model/may-own-tokens';
import { useIsTestnet } from '../model/use-is-testnet';
import { rowAddress } from '../model/use-address-display';
import { useLookup } from '../model/lookup-context';
import type { ResultRow } from '../model/result-rows';
import { useStartTokensRun, type TokensRunState } from '../model/tokens-run';
import { exportFileName } from '../../shared/export/export-file-name';
import { TokensTable } from './tokens-table';
import { setKeptMastersText, useKeptMastersText } from '../model/kept-masters';
import '../insight/insight.css';
import './tokens.css';

/** The presets of a network as the masters box's text. */
const presetText = (testnet: boolean) =>
  JETTON_PRESETS[testnet ? 'testnet' : 'mainnet'].map((p) => p.master).join('\n');

/**
 * The lookup's wallets (and addresses with no contract yet, which may own a jetton wallet), never its
 * jetton wallets or other contracts; each in the form the lookup's table writes it.
 */
function lookupOwnersText(rows: readonly ResultRow[], testnet: boolean): string {
  return rows
    .filter(mayOwnTokens)
    .map((r) => rowAddress(r, testnet))
    .join('\n');
}

/** The screen. */
export default function TokensScreen() {
  const startRun = useStartTokensRun();
  const call = useBridgeCall();
  const id = useId();
  const testnet = useIsTestnet();
  const lookupRows = useLookup((s) => (s.current ?? s.last)?.rows);
  const lastBlock = useLookup((s) => (s.current ?? s.last)?.bound.lastBlock);
  const [ownersText, setOwnersText] = useState('');
  // The masters box is kept beside the app (kept-masters.ts): the account page checks these too.
  const mastersText = useKeptMastersText() ?? presetText(testnet);
  const [run, setRun] = useState<TokensRunState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  const time = lastBlock ? Number(lastBlock.gen_utime) : Number.NaN;
  const unixTime = Number.isInteger(time) ? time : undefined;
  const owners = useMemo(() => parseAddressList(ownersText), [ownersText]);
  const given = useMemo(
    () => new Map(owners.entries.flatMap((e) => (e.address ? [[e.address.raw, e.input] as const] : []))),
    [owners],
  );
  const masters = useMemo(() => parseAddressList(mastersText), [mastersText]);
  const running = run?.state === 'running';

  const start = () => {
    if (owners.invalid.length > 0 || masters.invalid.length > 0)
      return setProblem(
        `${owners.invalid.length} owner and ${masters.invalid.length} jetton master line(s) are not addresses; fix or remove them first.`,
      );
    if (owners.unique.length === 0) return setProblem('Enter at least one owner address.');
    if (masters.unique.length === 0) return setProblem('Enter at least one jetton master address.');
    if (masters.unique.length > 20) return setProblem('At most 20 jetton masters at once.');
    setProblem(null);
    setSaved(null);
    cancel.current = startRun(
      { owners: owners.unique.map((a) => a.raw), masters: masters.unique.map((a) => a.raw), unixTime },
      setRun,
    );
  };

  const save = async (format: 'csv' | 'json') => {
    if (!run) return;
    const content =
      format === 'csv' ? tokensToCsv(run.rows) : `${JSON.stringify({ rows: run.rows }, null, 2)}\n`;
    try {
      const result = await call('saveFile', {
        suggestedName: exportFileName(format, new Date(), undefined, 'tokens'),
        content,
        format,
      });
      setSaved(result.saved ? `Saved${result.location ? ` to ${result.location}` : ''}.` : 'Not saved.');
    } catch (error) {
      setSaved(`The file could not be saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const takeLookup = () => setOwnersText(lookupOwnersText(lookupRows ?? [], testnet));

  return (
    <div className="screen tokens-screen" data-testid="tokens">
      <h2>Tokens of these wallets</h2>
      <p className="muted">
        Each jetton master derives the owner&apos;s jetton wallet with its own code; the balance is what that
        wallet&apos;s own code says, read on the indexed state.
      </p>
      <div className="tokens-inputs">
        <div>
          <label htmlFor={`${id}-owners`}>Owners (wallet addresses, one per line)</label>
          <textarea
            id={`${id}-owners`}
            className="mono"
            rows={6}
            value={ownersText}
            onChange={(e) => setOwnersText(e.target.value)}
            spellCheck={false}
          />
          <p className="muted" data-testid="tokens-owner-count">
            {owners.unique.length} owner{owners.unique.length === 1 ? '' : 's'}
            {owners.invalid.length > 0 ? `, ${owners.invalid.length} invalid` : ''}{' '}
            <button type="button" onClick={takeLookup} disabled={!lookupRows || lookupRows.length === 0}>
              Use the current lookup&apos;s wallets
            </button>
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-masters`}>Jetton masters (one per line)</label>
          <textarea
            id={`${id}-masters`}
            className="mono"
            rows={6}
            value={mastersText}
            onChange={(e) => setKeptMastersText(e.target.value)}
            spellCheck={false}
          />
          <p className="muted">
            Presets for{' '}
            {testnet ? 'testnet: none' : `mainnet: ${JETTON_PRESETS.mainnet.map((p) => p.label).join(', ')}`}.{' '}
            <button type="button" onClick={() => setKeptMastersText(null)}>
              Reset to the presets
            </button>{' '}
            Your edits are kept while the app is open (and checked on every wallet&apos;s page), not saved
            with the profile.
          </p>
        </div>
      </div>
      <div className="toolbar">
        <button type="button" onClick={start} disabled={running}>
          Get balances
        </button>
        {running && (
          <button type="button" onClick={() => cancel.current?.()}>
            Cancel
          </button>
        )}
        {run && run.rows.length > 0 && !running && (
          <>
            <button type="button" onClick={() => void save('csv')}>
              Export CSV
            </button>
            <button type="button" onClick={() => void save('json')}>
              Export JSON
            </button>
          </>
        )}
      </div>
      {problem && (
        <p className="banner banner-error" role="alert">
          {problem}
        </p>
      )}
      {saved && <p role="status">{saved}</p>}
      {run && (
        <div data-testid="tokens-progress" data-state={run.state} role="status">
          <progress max={run.owners} value={run.done} aria-label="Owners done" /> {formatCount(run.done)} of{' '}
          {formatCount(run.owners)} owners
          {run.state === 'cancelled' && ' — cancelled; the rows done are kept'}
          {run.state === 'complete' && ' — done'}
        </div>
      )}
      {run?.error && (
        <p className="banner banner-error" role="alert">
          The balances could not be read: {run.error.message}
        </p>
      )}
      {run?.jettons.some((j) => j.problem) && (
        <ul className="banner banner-warning" role="alert">
          {run.jettons
            .filter((j) => j.problem)
            .map((j) => (
              <li key={j.master}>
                Jetton master <span className="mono">{j.master}</span> cannot be used: {j.problem}.
              </li>
            ))}
        </ul>
      )}
      {run && run.rows.length > 0 && (
        <TokensTable rows={run.rows} jettons={run.jettons} given={given} unixTime={unixTime} />
      )}
    </div>
  );
}
