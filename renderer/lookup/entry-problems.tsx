/**
 * Below the Addresses box: the invalid entries (line, column, reason), the forms written for the other
 * network, the duplicates (and what they repeat) and the words skipped as prose — each can be opened,
 * so nothing pasted is lost from view.
 */
import type { AddressList, AddressListOptions, AddressNetwork } from '../../shared/address';
import { describeEntryError, describeNetworkMismatch } from '../../shared/address';

const SHOWN = 100;

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

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

/** Lists of problems below the Addresses box. */
export function EntryProblems(props: { list: AddressList }) {
  const { invalid, duplicates, skipped, otherNetwork, summary } = props.list;
  if (invalid.length === 0 && duplicates.length === 0 && skipped.length === 0 && otherNetwork.length === 0)
    return null;
  const other = summary.network === 'testnet' ? 'Mainnet' : 'Testnet';
  return (
    <div className="entry-problems">
      {invalid.length > 0 && (
        <section aria-labelledby="invalid-heading" data-testid="invalid-entries">
          <h4 id="invalid-heading">Invalid entries ({invalid.length})</h4>
          <ul className="entry-list">
            {invalid.slice(0, SHOWN).map((entry) => (
              <li
                key={entry.index}
                data-line={entry.line}
                data-column={entry.column}
                data-reason={entry.reason}
              >
                {describeEntryError(entry)}
              </li>
            ))}
          </ul>
          {invalid.length > SHOWN && <p className="muted">…and {invalid.length - SHOWN} more.</p>}
        </section>
      )}
      {otherNetwork.length > 0 && (
        <section aria-labelledby="other-network-heading" data-testid="other-network-entries">
          <h4 id="other-network-heading">
            {other} forms on a {summary.network ?? 'mainnet'} profile ({otherNetwork.length}) — is this the
            right network?
          </h4>
          <ul className="entry-list">
            {otherNetwork.slice(0, SHOWN).map((entry) => (
              <li
                key={entry.index}
                data-line={entry.line}
                data-column={entry.column}
                data-network={entry.otherNetwork}
              >
                {describeNetworkMismatch(entry)}
              </li>
            ))}
          </ul>
          {otherNetwork.length > SHOWN && <p className="muted">…and {otherNetwork.length - SHOWN} more.</p>}
        </section>
      )}
      {duplicates.length > 0 && (
        <details data-testid="duplicate-entries">
          <summary>Duplicates ({duplicates.length}) — each account is looked up once</summary>
          <ul className="entry-list">
            {duplicates.slice(0, SHOWN).map((entry) => (
              <li key={entry.index} data-line={entry.line} data-column={entry.column}>
                {describeEntryError(entry)}
              </li>
            ))}
          </ul>
          {duplicates.length > SHOWN && <p className="muted">…and {duplicates.length - SHOWN} more.</p>}
        </details>
      )}
      {skipped.length > 0 && (
        <details data-testid="skipped-words">
          <summary>
            {count(skipped.length, 'word', 'words')} skipped — {skipped.length === 1 ? 'it is' : 'they are'}{' '}
            not an attempt at an address
          </summary>
          <ul className="entry-list">
            {skipped.slice(0, SHOWN).map((word) => (
              <li key={`${word.line}:${word.column}`} data-line={word.line} data-column={word.column}>
                line {word.line}, column {word.column}: “
                {word.input.length > 80 ? `${word.input.slice(0, 79)}…` : word.input}”
              </li>
            ))}
          </ul>
          {skipped.length > SHOWN && <p className="muted">…and {skipped.length - SHOWN} more.</p>}
        </details>
      )}
    </div>
  );
}
