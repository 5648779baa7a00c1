/** Code or data BoC: size, cell count and root hash (parsed with @ton/core), and the Base64 on demand. */
import { useMemo, useState } from 'react';
import { bocSummary } from '../../shared/format/boc';
import { CopyableValue } from '../ui/copy-button';
import { formatCount } from '../../shared/format/locale-format';

/** One BoC; `hash` is the indexer's own `code_hash`/`data_hash`, compared with what we compute. */
export function BocView(props: {
  name: 'Code' | 'Data';
  boc: string | undefined;
  hash: string | undefined;
  included: boolean;
}) {
  const { name, boc, hash } = props;
  const [showBase64, setShowBase64] = useState(false);
  const summary = useMemo(() => (boc ? bocSummary(boc) : null), [boc]);
  const lower = name.toLowerCase();
  return (
    <section className="detail-section" data-testid={`boc-${lower}`}>
      <h4>{name}</h4>
      <dl className="fields">
        <dt>{name} hash (indexer)</dt>
        <dd>
          {hash ? (
            <CopyableValue value={hash} label={`Copy ${lower} hash`} />
          ) : (
            <span className="muted">none (no {lower})</span>
          )}
        </dd>
        {!boc ? (
          <>
            <dt>Bag of cells</dt>
            <dd className="muted">
              {props.included
                ? `The indexer sent no ${lower} BoC for this account.`
                : `Not requested (“Include code and data” was off).`}
            </dd>
          </>
        ) : summary && !summary.ok ? (
          <>
            <dt>Bag of cells</dt>
            <dd className="error-text">{summary.error}</dd>
          </>
        ) : summary && summary.ok ? (
          <>
            <dt>Size</dt>
            <dd data-field="bytes">{formatCount(summary.bytes)} bytes</dd>
            <dt>Cells</dt>
            <dd data-field="cells">{summary.cells}</dd>
            <dt>Root hash</dt>
            <dd>
              <CopyableValue value={summary.rootHashBase64} label={`Copy ${lower} root hash`} />
              {hash && (
                <span className={summary.rootHashBase64 === hash ? 'muted' : 'error-text'}>
                  {summary.rootHashBase64 === hash
                    ? ' matches the indexer’s hash'
                    : ' differs from the indexer’s hash'}
                </span>
              )}
            </dd>
          </>
        ) : null}
      </dl>
      {boc && (
        <>
          <button type="button" aria-expanded={showBase64} onClick={() => setShowBase64(!showBase64)}>
            {showBase64 ? `Hide ${lower} Base64` : `Show ${lower} Base64`}
          </button>
          {showBase64 && (
            <div className="json-block">
              <CopyableValue value={boc} label={`Copy ${lower} BoC as Base64`} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
