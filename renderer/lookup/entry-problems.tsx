/**
 * Below the Addresses box: the invalid entries (line, column, reason), the forms written for the other
 * network, the duplicates (and what they repeat) and the words skipped as prose — each can be opened,
 * so nothing pasted is lost from view.
 */
import type { AddressList, AddressListEntry, AddressListOptions, AddressNetwork } from '../../shared/address';
import { describeEntryError, describeNetworkMismatch } from '../../shared/address';
import { formatCount } from '../../shared/format/locale-format';

const SHOWN = 100;

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** How the paste box reads its text: as a message (words skipped), for the profile's network. */
export function pasteBoxReading(network: AddressNetwork): AddressListOptions {
  return { read: 'prose', network };
}

/** What the summary line adds after "N invalid": `, 7 words skipped, 1 testnet form on a mainnet profile`. */
export function summaryExtras(list: AddressList): string {
  const { skipped, otherNetwork, network } = list.summary;
  let text = skipped > 0 ? `, ${count(skipped, 'word', 'words')} skipped` : '';
  if (otherNetwork > 0 && network) {
    const other = network === 'mainnet' ? 'testnet' : 'mainnet';
    text += `, ${count(otherNetwork, `${other} form`, `${other} forms`)} on a ${network} profile`;
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

/** Lists of problems below the Addresses box. */
export function EntryProblems(props: { list: AddressList }) {
  const { invalid, duplicates, skipped, otherNetwork, summary } = props.list;
  if (invalid.length === 0 && duplicates.length === 0 && skipped.length === 0 && otherNetwork.length === 0)
    return null;
  const other = summary.network === 'testnet' ? 'Mainnet' : 'Testnet';
  const byIndex = (entry: AddressListEntry) => entry.index;
  return (
    <div className="entry-problems">
      {invalid.length > 0 && (
        <section aria-labelledby="invalid-heading" data-testid="invalid-entries">
          <h4 id="invalid-heading">Invalid entries ({invalid.length})</h4>
          <EntryList
            items={invalid}
            keyOf={byIndex}
            text={describeEntryError}
            data={(entry) => ({ 'data-reason': entry.reason })}
          />
        </section>
      )}
      {otherNetwork.length > 0 && (
        <section aria-labelledby="other-network-heading" data-testid="other-network-entries">
          <h4 id="other-network-heading">
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
            {count(skipped.length, 'word', 'words')} skipped — {skipped.length === 1 ? 'it is' : 'they are'}{' '}
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
