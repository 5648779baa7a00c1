/**
 * "Where are these wallets' tokens": owners (pasted, or the current lookup's wallets) × jetton
 * masters (the network's presets, editable) → each owner's balance of each jetton, derived by each
 * master's own `get_wallet_address` and read from each jetton wallet's own `get_wallet_data`, behind
 * the bridge (shared/contracts/tokens.ts) at the profile's pace, with progress, cancel, and CSV/JSON
 * export through the save-file method. Loaded lazily with its tab.
 */
import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import type { TrailStep } from '../model/account-trail';
import { AccountDetailDialog } from '../detail/lazy-account-detail';
import { describeEntryError, parseAddressList, type AddressList } from '../../shared/address/address-list';
import { pasteBoxReading } from '../lookup/entry-problems';
import { JETTON_PRESETS } from '../../shared/contracts/jetton-presets';
import { tokensToCsv } from '../../shared/contracts/tokens-output';
import { useBridgeCall } from '../model/bridge-query';
import { useIsTestnet } from '../model/use-is-testnet';
import { useLookup } from '../model/lookup-context';
import { useStartTokensRun, type TokensRunState } from '../model/tokens-run';
import { exportFileName } from '../../shared/export/export-file-name';
import { TokensTable } from './tokens-table';
import { useKeptMastersText } from '../model/kept-masters';
import { TokensInputs } from './tokens-inputs';
import { TokensRunStatus } from './tokens-run-status';
import '../insight/insight.css';
import './tokens.css';

/** The presets of a network as the masters box's text. */
const presetText = (testnet: boolean) =>
  JETTON_PRESETS[testnet ? 'testnet' : 'mainnet'].map((p) => p.master).join('\n');

/** The first entry of a box that is not an address, where it is and what is wrong, and how many more. */
function firstInvalid(box: string, list: AddressList): string {
  const more = list.invalid.length - 1;
  const rest = more > 0 ? ` (and ${more} more)` : '';
  const first = list.invalid[0];
  const where = first ? describeEntryError(first) : null;
  return `${box}, ${where ?? 'not an address'}${rest}; fix or remove it first.`;
}

/** Why the boxes cannot start a run as they are, or null when they can. */
function startProblem(owners: AddressList, masters: AddressList): string | null {
  if (owners.invalid.length > 0) return firstInvalid('Owners', owners);
  if (masters.invalid.length > 0) return firstInvalid('Jetton masters', masters);
  if (owners.unique.length === 0) return 'Enter at least one owner address.';
  if (masters.unique.length === 0) return 'Enter at least one jetton master address.';
  if (masters.unique.length > 20) return 'At most 20 jetton masters at once.';
  return null;
}

/**
 * The grid, and the page of an owner or a jetton wallet opened from it over the screen (as a favourite
 * opens): the run and its boxes stay as they are behind it.
 */
function TokensResults(props: Omit<ComponentProps<typeof TokensTable>, 'onOpen'>) {
  const [opened, setOpened] = useState<TrailStep | null>(null);
  return (
    <>
      <TokensTable {...props} onOpen={setOpened} />
      {opened && (
        <AccountDetailDialog row={null} outcome={null} startAt={opened} onClose={() => setOpened(null)} />
      )}
    </>
  );
}

/** The screen. */
export default function TokensScreen() {
  const startRun = useStartTokensRun();
  const call = useBridgeCall();
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
  // Read as the Accounts box reads a paste: a customer's message works, its other words are skipped.
  const owners = useMemo(
    () => parseAddressList(ownersText, pasteBoxReading(testnet ? 'testnet' : 'mainnet')),
    [ownersText, testnet],
  );
  const given = useMemo(
    () => new Map(owners.entries.flatMap((e) => (e.address ? [[e.address.raw, e.input] as const] : []))),
    [owners],
  );
  const masters = useMemo(() => parseAddressList(mastersText), [mastersText]);
  const running = run?.state === 'running';

  const start = () => {
    const refused = startProblem(owners, masters);
    if (refused) return setProblem(refused);
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

  return (
    <div className="screen tokens-screen" data-testid="tokens">
      <h2>Tokens of these wallets</h2>
      <p className="muted">
        Each jetton master derives the owner&apos;s jetton wallet with its own code; the balance is what that
        wallet&apos;s own code says, read on the indexed state.
      </p>
      <TokensInputs
        ownersText={ownersText}
        setOwnersText={setOwnersText}
        owners={owners}
        mastersText={mastersText}
        testnet={testnet}
        lookupRows={lookupRows}
      />
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
      <TokensRunStatus run={run} />
      {run && run.rows.length > 0 && (
        <TokensResults rows={run.rows} jettons={run.jettons} given={given} unixTime={unixTime} />
      )}
    </div>
  );
}
