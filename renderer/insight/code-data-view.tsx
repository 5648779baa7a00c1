/**
 * The code and data made readable, on demand: the TVM disassembly with its method table, and the data
 * as an interactive cell tree (bits in hex, references, exotic cells marked, each cell's hash). Both
 * are asked by the account's address and computed behind the bridge from the state its account store
 * holds (the emulator's Worker, or main's thread) — disassembly is heavy work that never runs on this
 * page's thread — and only when asked. A listing arrives bounded (shared/tvm/disassembly.ts: repeated
 * cells once, by label; a cut past 2,000,000 characters), with the sentences that say so, shown above it.
 */
import { errorInfoOf } from '../bridge/bridge-context';
import { useBridgeMutation } from '../model/bridge-query';
import { CellTreeView } from './cell-tree-view';
import { TableHead } from '../ui/table-head';

/** The disassembly, asked for with a button. */
function Disassembly(props: { address: string }) {
  const listing = useBridgeMutation('disassembleCode');
  if (!listing.data)
    return (
      <p>
        <button
          type="button"
          onClick={() => listing.mutate({ address: props.address })}
          disabled={listing.isPending}
        >
          {listing.isPending ? 'Disassembling…' : 'Disassemble the code'}
        </button>
        {listing.isError && (
          <span role="alert"> The code could not be disassembled: {errorInfoOf(listing.error).message}</span>
        )}
      </p>
    );
  const data = listing.data;
  return (
    <div data-testid="disassembly">
      {data.library && (
        <p className="muted">
          The code is a library cell naming library <span className="mono">{data.library.hash}</span>
          {data.library.bundled
            ? '; the app carries it, and it is what is listed.'
            : ', which the app does not carry.'}
        </p>
      )}
      {data.notes?.map((note) => (
        <p className="muted" key={note} data-testid="disassembly-note">
          {note}
        </p>
      ))}
      {data.error ? (
        <p className="banner banner-error" role="alert">
          {data.error}
        </p>
      ) : (
        <>
          <table className="kv-table" data-testid="method-table">
            <caption>Method table ({data.methods.length} entries)</caption>
            <TableHead names={['Id', 'Name']} />
            <tbody>
              {data.methods.map((m) => (
                <tr key={m.id}>
                  <td className="mono">{m.id}</td>
                  <td className="mono">{m.name ?? <span className="muted">unknown</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <details>
            <summary>
              {data.cut ? 'Listing, cut' : 'Whole listing'} ({data.text.split('\n').length} lines)
            </summary>
            <pre className="insight-listing" tabIndex={0}>
              {data.text}
            </pre>
          </details>
        </>
      )}
    </div>
  );
}

/** The data's cell tree, asked for with a button. */
function DataTree(props: { address: string }) {
  const tree = useBridgeMutation('cellTree');
  if (!tree.data)
    return (
      <p>
        <button
          type="button"
          onClick={() => tree.mutate({ address: props.address, part: 'data' })}
          disabled={tree.isPending}
        >
          {tree.isPending ? 'Reading…' : 'Show the data as a cell tree'}
        </button>
        {tree.isError && (
          <span role="alert"> The data could not be read: {errorInfoOf(tree.error).message}</span>
        )}
      </p>
    );
  return <CellTreeView tree={tree.data} />;
}

/** Code and data sections of the account at `address` (what it has, as its row says). */
export function CodeDataView(props: { address: string; hasCode: boolean; hasData: boolean }) {
  return (
    <>
      <section className="detail-section" aria-labelledby="insight-code-title">
        <h4 id="insight-code-title">Code, disassembled</h4>
        {props.hasCode ? (
          <Disassembly address={props.address} />
        ) : (
          <p className="muted">The account has no code.</p>
        )}
      </section>
      <section className="detail-section" aria-labelledby="insight-data-title">
        <h4 id="insight-data-title">Data, as cells</h4>
        {props.hasData ? (
          <DataTree address={props.address} />
        ) : (
          <p className="muted">The account has no data.</p>
        )}
      </section>
    </>
  );
}
