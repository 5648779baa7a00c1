/**
 * The address book and metadata of the last lookup as one table: every address either map mentions
 * (metadata also covers jetton masters that were not asked for). Strings are text, domains in full.
 */
import { useMemo } from 'react';
import { useLookup } from '../lookup/lookup-context';
import { tokenTypeLabel } from '../results/token-summary';

/** The address book screen. */
export function AddressBookScreen() {
  const { last } = useLookup();
  const rows = useMemo(() => {
    if (!last) return [];
    const { address_book: book, metadata } = last.result;
    const raws = [...new Set([...Object.keys(book), ...Object.keys(metadata)])].sort();
    return raws.map((raw) => ({ raw, book: book[raw], meta: metadata[raw] }));
  }, [last]);

  return (
    <div className="screen" data-testid="address-book">
      <h2>Address book</h2>
      {!last ? (
        <p className="muted">Look up accounts first; the indexer's address book and metadata for them appear here.</p>
      ) : rows.length === 0 ? (
        <p className="muted">The last lookup returned no address book or metadata entries.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Address book entries">
          <table className="data-table" data-testid="address-book-table">
            <caption className="visually-hidden">Address book and metadata of the last lookup ({rows.length} addresses)</caption>
            <thead>
              <tr>
                <th scope="col">Raw address</th>
                <th scope="col">User-friendly</th>
                <th scope="col">Domain</th>
                <th scope="col">Interfaces</th>
                <th scope="col">Token type</th>
                <th scope="col">Name</th>
                <th scope="col">Symbol</th>
                <th scope="col">Metadata indexed</th>
                <th scope="col">Flags</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ raw, book, meta }) => {
                const info = meta?.token_info[0];
                return (
                  <tr key={raw} data-raw={raw}>
                    <td className="mono">{raw}</td>
                    <td className="mono">{book?.user_friendly ?? ''}</td>
                    <td className="text">{book?.domain ?? ''}</td>
                    <td>{book?.interfaces?.join(', ') ?? ''}</td>
                    <td>{info?.type ? tokenTypeLabel(info.type) : ''}</td>
                    <td className="text">{info?.name ?? ''}</td>
                    <td className="text">{info?.symbol ?? ''}</td>
                    <td>{meta ? (meta.is_indexed ? 'yes' : 'not yet') : ''}</td>
                    <td>
                      {meta?.token_info.some((t) => t.is_scam) && <span className="scam-mark">Flagged as scam by the indexer</span>}
                      {meta?.token_info.some((t) => t.is_nsfw) && <span className="nsfw-mark"> NSFW</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
