/**
 * `info [--json]`: the first and last indexed masterchain blocks. With --json, `{"first", "last"}` with the
 * API's field names and values exactly as received (validated).
 */
import type { Block } from '../../shared/api/block';
import { createIndexClient } from '../../shared/client/index-client';
import { formatAge, formatBlockTime, formatDuration, freshness } from '../../shared/format/time';
import { shardToHex } from '../../shared/format/shard';
import type { Connection } from '../config';
import { line, printJson, say, table, type CliIo } from '../io';

/** Runs the command; returns the exit code. Client errors propagate to main (exit 1). */
export async function infoCommand(
  json: boolean,
  connection: Connection,
  io: CliIo,
  now = Date.now(),
): Promise<number> {
  const client = createIndexClient(connection);
  const info = await client.masterchainInfo();
  if (json) {
    printJson(io.stdout, { first: info.first, last: info.last });
    return 0;
  }
  const describe = (label: string, block: Block) => {
    const time = formatBlockTime(block.gen_utime, now);
    return [
      label,
      String(block.seqno),
      `${time.text} (${time.age})`,
      shardToHex(block.shard) ?? block.shard,
      String(block.tx_count),
      block.root_hash,
    ];
  };
  say(io.stdout, `Indexer ${client.apiRoot}`);
  line(
    io.stdout,
    table([
      ['', 'seqno', 'time', 'shard', 'txs', 'root hash'],
      describe('first', info.first),
      describe('last', info.last),
    ]),
  );
  const fresh = freshness(info.last.gen_utime, now);
  const span = Number(info.last.gen_utime) - Number(info.first.gen_utime);
  line(
    io.stdout,
    `Indexed range: ${info.last.seqno - info.first.seqno + 1} masterchain blocks over ${formatDuration(span)}.`,
  );
  line(io.stdout, `Freshness: the last indexed block is from ${formatAge(fresh.seconds)} (${fresh.level}).`);
  return 0;
}
