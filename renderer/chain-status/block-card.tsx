/** One indexed masterchain block (first or last) as a definition list. */
import type { Block } from '../../shared/api/block';
import { formatBlockTime } from '../../shared/format/time';
import { shardToHex } from '../../shared/format/shard';
import { CopyableValue } from '../ui/copy-button';
import { formatCount } from '../../shared/format/locale-format';

/** Shard text as 16 hex digits, or as written when unreadable. */
function shardText(shard: string): string {
  return shardToHex(shard) ?? shard;
}

/** A block's card; `which` is "First" or "Last" (also the test id: `block-first`, `block-last`). */
export function BlockCard(props: { block: Block; which: 'first' | 'last'; now: number }) {
  const { block, which, now } = props;
  const time = formatBlockTime(block.gen_utime, now);
  const title = which === 'first' ? 'First indexed block' : 'Last indexed block';
  const headingId = `block-${which}-heading`;
  return (
    <section className="card block-card" aria-labelledby={headingId} data-testid={`block-${which}`}>
      <h3 id={headingId}>{title}</h3>
      <dl className="fields">
        <dt>Seqno</dt>
        <dd data-field="seqno" className="big-number">
          {formatCount(block.seqno)}
        </dd>
        <dt>Block time</dt>
        <dd data-field="time">
          <time dateTime={time.iso} title={time.iso}>
            {time.text}
          </time>{' '}
          <span className="age" data-field="age">
            ({time.age})
          </span>
        </dd>
        <dt>Shard</dt>
        <dd data-field="shard" className="mono">
          {block.workchain}:{shardText(block.shard)}
        </dd>
        <dt>Transactions</dt>
        <dd data-field="tx-count">{block.tx_count}</dd>
        <dt>Key block</dt>
        <dd data-field="key-block">{block.key_block ? 'yes' : 'no'}</dd>
        <dt>Root hash</dt>
        <dd data-field="root-hash">
          <CopyableValue value={block.root_hash} label={`Copy root hash of the ${which} block`} />
        </dd>
        <dt>File hash</dt>
        <dd data-field="file-hash">
          <CopyableValue value={block.file_hash} label={`Copy file hash of the ${which} block`} />
        </dd>
        <dt>Logical time</dt>
        <dd data-field="lt" className="mono">
          {block.start_lt} – {block.end_lt}
        </dd>
        <dt>Network id</dt>
        <dd data-field="global-id">
          {block.global_id}
          {block.global_id === -239 ? ' (mainnet)' : block.global_id === -3 ? ' (testnet)' : ''}
        </dd>
        <dt>Previous blocks</dt>
        <dd data-field="prev-blocks">
          {block.prev_blocks && block.prev_blocks.length > 0 ? (
            <ul className="plain-list">
              {block.prev_blocks.map((prev) => (
                <li key={`${prev.workchain}:${prev.shard}:${prev.seqno}`} className="mono">
                  ({prev.workchain}, {shardText(prev.shard)}, {prev.seqno})
                </li>
              ))}
            </ul>
          ) : (
            'none'
          )}
        </dd>
      </dl>
    </section>
  );
}
