/**
 * The Tokens screen's two boxes: the owners (typed, or taken from the current lookup) and the jetton
 * masters (the network's presets, kept beside the app while it is open — kept-masters.ts).
 */
import { useId } from 'react';
import type { AddressList } from '../../shared/address/address-list';
import { JETTON_PRESETS } from '../../shared/contracts/jetton-presets';
import { mayOwnTokens } from '../model/may-own-tokens';
import { rowAddress } from '../model/use-address-display';
import type { ResultRow } from '../model/result-rows';
import { setKeptMastersText } from '../model/kept-masters';
import { applyCorrection, EntryProblems, summaryExtras } from '../lookup/entry-problems';

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

/** What the boxes show and change; the screen owns the owners text, the masters text is kept app-wide. */
export interface TokensInputsProps {
  ownersText: string;
  setOwnersText: (text: string) => void;
  /** The owners box parsed. */
  owners: AddressList;
  mastersText: string;
  testnet: boolean;
  /** The current (or last) lookup's rows, if any. */
  lookupRows: readonly ResultRow[] | undefined;
}

/** The owners and jetton masters boxes. */
export function TokensInputs(props: TokensInputsProps) {
  const { ownersText, setOwnersText, owners, mastersText, testnet, lookupRows } = props;
  const id = useId();
  const takeLookup = () => setOwnersText(lookupOwnersText(lookupRows ?? [], testnet));
  return (
    <div className="tokens-inputs">
      <div>
        <label htmlFor={`${id}-owners`}>Owners (wallet addresses, or a message that names them)</label>
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
          {owners.invalid.length > 0 ? `, ${owners.invalid.length} invalid` : ''}
          {summaryExtras(owners)}{' '}
          <button type="button" onClick={takeLookup} disabled={!lookupRows || lookupRows.length === 0}>
            Use the current lookup&apos;s wallets
          </button>
        </p>
        {/* The Accounts box's list: what is invalid (a mistyped address with its one-click corrections),
            the other network's forms, duplicates and the words skipped. */}
        <EntryProblems list={owners} onCorrect={(c) => setOwnersText(applyCorrection(ownersText, c))} />
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
          Your edits are kept while the app is open (and checked on every wallet&apos;s page), not saved with
          the profile.
        </p>
      </div>
    </div>
  );
}
