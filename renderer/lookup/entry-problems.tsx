/**
 * Below the Addresses box: the invalid entries (line, column, reason), the forms written for the other
 * network, the duplicates (and what they repeat) and the words skipped as prose — each can be opened,
 * so nothing pasted is lost from view.
 */
import { correctablePart } from '../../shared/address/typo-corrections';
import { useId, useMemo } from 'react';
import type {
  AddressList,
  AddressListEntry,
  AddressListOptions,
  AddressNetwork,
} from '../../shared/address/address-list';
import { describeEntryError, describeNetworkMismatch } from '../../shared/address/address-list';
import { typoCorrections, type TypoCorrection } from '../../shared/address/typo-corrections';
import { useCheckedCorrections } from '../model/use-checked-corrections';
import { countOf } from '../../shared/format/locale-format';

const SHOWN = 100;

/** How the paste box reads its text: as a message (words skipped), for the profile's network. */
export function pasteBoxReading(network: AddressNetwork): AddressListOptions {
  return { read: 'prose', network };
}

/** What the summary line adds after "N invalid": `, 7 words skipped, 1 testnet form on a mainnet profile`. */
export function summaryExtras(list: AddressList): string {
  const { skipped, otherNetwork, network } = list.summary;
  let text = skipped > 0 ? `, ${countOf(skipped, 'word', 'words')} skipped` : '';
  if (otherNetwork > 0 && network) {
    const other = network === 'mainnet' ? 'testnet' : 'mainnet';
    text += `, ${countOf(otherNetwork, `${other} form`, `${other} forms`)} on a ${network} profile`;
  }
  return text;
}

/** The first {@link SHOWN} items as a list (each with its line and column), and how many more there are. */
function EntryList<T extends { line: number; column: number }>(props: {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  text: (item: T) => string | null;
  data?: (item: T) => Record<string, string | undefined>;
}) {
  const { items } = props;
  return (
    <>
      <ul className="entry-list">
        {items.slice(0, SHOWN).map((item) => (
          <li key={props.keyOf(item)} data-line={item.line} data-column={item.column} {...props.data?.(item)}>
            {props.text(item)}
          </li>
        ))}
      </ul>
      {items.length > SHOWN && <p className="muted">…and {items.length - SHOWN} more.</p>}
    </>
  );
}

/** The address part of an invalid entry, and where it starts within the entry (shared/address/typo-corrections.ts). */
export function correctable(entry: AddressListEntry): { text: string; offset: number } {
  return correctablePart(entry.input);
}

/** A correction chosen for an entry: replace `from` (at the entry's line and column + offset) with `to`. */
export interface ChosenCorrection {
  readonly entry: AddressListEntry;
  readonly from: string;
  readonly offset: number;
  readonly to: string;
}

/** What the index said of a correction, after its address: nothing while it was not asked. */
const FOUND_TEXT = { true: 'found in the index', false: 'not in the index' } as const;

/**
 * The valid addresses one edit away as one-click corrections. Two or more are each marked found or not
 * in the index, found first, under a sentence saying the customer must be asked which was meant.
 */
function Corrections(props: { corrections: readonly TypoCorrection[]; onChoose: (address: string) => void }) {
  const checked = useCheckedCorrections(props.corrections);
  return (
    <span className="corrections" data-testid="corrections">
      {/* The problem before it ends without a stop ("… mistyped or lost"), so the offer starts a sentence. */}
      {'. '}
      {checked.note && (
        <strong className="error-text" data-testid="corrections-ambiguous">
          {checked.note}
          {checked.error && ` (could not ask the index: ${checked.error})`}.{' '}
        </strong>
      )}
      Did you mean:{' '}
      {checked.corrections.map((c) => (
        <span key={c.address} className="correction-choice">
          <button
            type="button"
            className="link-button mono correction"
            title={c.change}
            aria-label={`Replace it with ${c.address} (${c.change})`}
            onClick={() => props.onChoose(c.address)}
            data-testid="correction"
            data-found={c.found === null ? undefined : String(c.found)}
          >
            {c.address}
          </button>
          {c.found !== null && (
            <span className="muted" data-testid="correction-found">
              {' '}
              ({FOUND_TEXT[`${c.found}`]})
            </span>
          )}{' '}
        </span>
      ))}
    </span>
  );
}

/** One invalid entry, with the valid addresses one edit away as one-click corrections. */
function InvalidEntry(props: { entry: AddressListEntry; onCorrect?: (c: ChosenCorrection) => void }) {
  const { entry, onCorrect } = props;
  const part = useMemo(() => correctable(entry), [entry]);
  const corrections = useMemo(() => (onCorrect ? typoCorrections(part.text, 3) : []), [part, onCorrect]);
  return (
    <li
      data-line={entry.line}
      data-column={entry.column}
      data-reason={entry.reason}
      data-testid="invalid-entry"
    >
      {describeEntryError(entry)}
      {corrections.length > 0 && (
        <Corrections
          corrections={corrections}
          onChoose={(to) => onCorrect?.({ entry, from: part.text, offset: part.offset, to })}
        />
      )}
    </li>
  );
}

/**
 * Lists of problems below the Addresses box. `onCorrect` offers corrections of mistyped addresses;
 * `invalidOnly` shows just the invalid entries (the folded box keeps them in view after a lookup).
 */
export function EntryProblems(props: {
  list: AddressList;
  onCorrect?: (correction: ChosenCorrection) => void;
  invalidOnly?: boolean;
}) {
  // Ids of this list's own: the Accounts and Tokens boxes each show one, and hidden screens stay mounted.
  const id = useId();
  const { invalid, summary } = props.list;
  const duplicates = props.invalidOnly ? [] : props.list.duplicates;
  const skipped = props.invalidOnly ? [] : props.list.skipped;
  const otherNetwork = props.invalidOnly ? [] : props.list.otherNetwork;
  if (invalid.length === 0 && duplicates.length === 0 && skipped.length === 0 && otherNetwork.length === 0)
    return null;
  const other = summary.network === 'testnet' ? 'Mainnet' : 'Testnet';
  const byIndex = (entry: AddressListEntry) => entry.index;
  return (
    <div className="entry-problems">
      {invalid.length > 0 && (
        <section aria-labelledby={`${id}-invalid`} data-testid="invalid-entries">
          <h4 id={`${id}-invalid`}>
            Invalid entries ({invalid.length}){props.invalidOnly ? ' — not looked up' : ''}
          </h4>
          <ul className="entry-list">
            {invalid.slice(0, SHOWN).map((entry) => (
              <InvalidEntry key={entry.index} entry={entry} onCorrect={props.onCorrect} />
            ))}
          </ul>
          {invalid.length > SHOWN && <p className="muted">…and {invalid.length - SHOWN} more.</p>}
        </section>
      )}
      {otherNetwork.length > 0 && (
        <section aria-labelledby={`${id}-other-network`} data-testid="other-network-entries">
          <h4 id={`${id}-other-network`}>
            {other} forms on a {summary.network ?? 'mainnet'} profile ({otherNetwork.length}) — is this the
            right network?
          </h4>
          <EntryList
            items={otherNetwork}
            keyOf={byIndex}
            text={describeNetworkMismatch}
            data={(entry) => ({ 'data-network': entry.otherNetwork })}
          />
        </section>
      )}
      {duplicates.length > 0 && (
        <details data-testid="duplicate-entries">
          <summary>Duplicates ({duplicates.length}) — each account is looked up once</summary>
          <EntryList items={duplicates} keyOf={byIndex} text={describeEntryError} />
        </details>
      )}
      {skipped.length > 0 && (
        <details data-testid="skipped-words">
          <summary>
            {countOf(skipped.length, 'word', 'words')} skipped — {skipped.length === 1 ? 'it is' : 'they are'}{' '}
            not an attempt at an address
          </summary>
          <EntryList
            items={skipped}
            keyOf={(word) => `${word.line}:${word.column}`}
            text={(word) =>
              `line ${word.line}, column ${word.column}: “${word.input.length > 80 ? `${word.input.slice(0, 79)}…` : word.input}”`
            }
          />
        </details>
      )}
    </div>
  );
}

/** `text` with a chosen correction applied where its entry stands (line and column, in code points). */
export function applyCorrection(text: string, correction: ChosenCorrection): string {
  const { entry, from, offset, to } = correction;
  let index = 0;
  for (let line = 1; line < entry.line && index >= 0; line++) {
    const next = text.slice(index).search(/\r\n|\r|\n/);
    if (next < 0) {
      index = -1;
      break;
    }
    index += next + (text.startsWith('\r\n', index + next) ? 2 : 1);
  }
  if (index >= 0) {
    // Columns count code points: step over them one by one.
    for (let column = 1; column < entry.column; column++) index += text.codePointAt(index)! > 0xffff ? 2 : 1;
    const at = index + offset;
    if (text.startsWith(from, at)) return text.slice(0, at) + to + text.slice(at + from.length);
  }
  // The text moved on since it was parsed: replace the first occurrence, if any.
  const first = text.indexOf(from);
  return first < 0 ? text : text.slice(0, first) + to + text.slice(first + from.length);
}
