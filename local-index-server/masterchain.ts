/**
 * `GET /api/v3/masterchainInfo` bodies (docs/indexer-api.md §3): `{"last": Block, "first": Block}`, `last`
 * before `first` (§3.2). `'testnet-fixture'` serves the real recorded response F1 byte for byte;
 * `'live'` serves F1's first block and a `last` block that advances every `BLOCK_INTERVAL_MS` since the
 * server started, so a UI's freshness display and auto-refresh visibly change.
 */
import { readFileSync } from 'node:fs';
import type { Block, MasterchainInfo } from '../shared/api/block';
import { derivedBytes, derivedHash } from './seeded-random';

/** How often the live `last` block advances (masterchain blocks come every few seconds). */
export const BLOCK_INTERVAL_MS = 5000;

/** The recorded testnet response F1, exactly as published (S25), without the file's trailing newline. */
export const F1_TEXT = readFileSync(
  new URL('./fixtures/v3_masterchainInfo_testnet__cordialsys-crosschain.json', import.meta.url),
  'utf8',
).trimEnd();

// JSON.parse keeps F1's own key order; masterchain-info.int.test.ts checks it against the project schema.
const F1 = JSON.parse(F1_TEXT) as MasterchainInfo;

/** Masterchain seqno the live chain starts at: F1's last (testnet) or a mainnet seqno seen in S24 #205. */
const BASE_SEQNO = { testnet: F1.last.seqno, mainnet: 48_297_450 } as const;

/** F1's last block: start_lt 23694519000000 at seqno 21082664, i.e. lt/1e6 − seqno = 2611855 (kept for every seqno). */
const LT_OFFSET = 23_694_519n - 21_082_664n;

/** Key blocks every this many seqnos (prev_key_block_seqno points at the previous one). */
const KEY_BLOCK_EVERY = 1000;

const SHARD = '8000000000000000';

function int32(bytes: Buffer): number {
  return bytes.readInt32BE(0);
}

/**
 * A masterchain block whose every field follows F1's shapes (§3.3) and is a pure function of
 * (seed, network, seqno, genUtime): hashes and flags from the seed, lt from the seqno.
 */
export function liveBlock(
  seed: number,
  network: 'mainnet' | 'testnet',
  seqno: number,
  genUtime: number,
): Block {
  const r = (field: string): Buffer => derivedBytes(seed, network, seqno, field);
  const txCount = 3 + (r('tx_count')[0]! % 4);
  const startLt = (BigInt(seqno) + LT_OFFSET) * 1_000_000n;
  const isKey = seqno % KEY_BLOCK_EVERY === 0;
  const prevKey = isKey ? seqno - KEY_BLOCK_EVERY : seqno - (seqno % KEY_BLOCK_EVERY);
  return {
    workchain: -1,
    shard: SHARD,
    seqno,
    root_hash: derivedHash(seed, network, seqno, 'root_hash'),
    file_hash: derivedHash(seed, network, seqno, 'file_hash'),
    global_id: network === 'mainnet' ? -239 : -3,
    version: 0,
    after_merge: false,
    before_split: false,
    after_split: false,
    want_merge: (r('want_merge')[0]! & 1) === 1,
    want_split: false,
    key_block: isKey,
    vert_seqno_incr: false,
    flags: 1,
    gen_utime: String(genUtime),
    start_lt: startLt.toString(),
    end_lt: (startLt + BigInt(txCount + 1)).toString(),
    // A validator set lasts many blocks: derive it from the key-block era, not the seqno.
    validator_list_hash_short: int32(derivedBytes(seed, network, prevKey, 'validator_list')),
    gen_catchain_seqno: 288_848 + Math.floor((seqno - BASE_SEQNO.testnet) / 73),
    min_ref_mc_seqno: seqno - 1 - (r('min_ref')[0]! % 8),
    prev_key_block_seqno: prevKey,
    vert_seqno: 0,
    master_ref_seqno: 0,
    rand_seed: derivedHash(seed, network, seqno, 'rand_seed'),
    created_by: derivedHash(seed, network, 'validator', r('created_by')[0]! % 16),
    tx_count: txCount,
    masterchain_block_ref: { workchain: -1, shard: SHARD, seqno },
    prev_blocks: [{ workchain: -1, shard: SHARD, seqno: seqno - 1 }],
  };
}

/**
 * The clock of a live chain: which seqno is current at a given time. Tests that compare what a page shows
 * with what the server serves {@link LiveMasterchain.hold} the chain first and move it on with
 * {@link LiveMasterchain.advance}, so the comparison never races the clock.
 */
export class LiveMasterchain {
  private readonly startedAtMs: number;
  private readonly baseSeqno: number;
  /** While held: the seqno served and when it became the last block (its block time). */
  private held: { seqno: number; sinceMs: number } | null = null;

  constructor(
    private readonly seed: number,
    private readonly network: 'mainnet' | 'testnet',
    now = Date.now(),
  ) {
    this.startedAtMs = now;
    this.baseSeqno = BASE_SEQNO[network];
  }

  /** The last indexed seqno at time `now`: one more every `BLOCK_INTERVAL_MS`, or the held one. */
  seqnoAt(now = Date.now()): number {
    if (this.held) return this.held.seqno;
    return this.baseSeqno + Math.max(0, Math.floor((now - this.startedAtMs) / BLOCK_INTERVAL_MS));
  }

  /** Stops the chain at the block current now (until {@link release}); answers that seqno. */
  hold(now = Date.now()): number {
    if (!this.held) this.held = { seqno: this.seqnoAt(now), sinceMs: now };
    return this.held.seqno;
  }

  /** Holds the chain and moves it on by `blocks`, the new last block made just now; answers its seqno. */
  advance(blocks = 1, now = Date.now()): number {
    const seqno = this.hold(now) + blocks;
    this.held = { seqno, sinceMs: now };
    return seqno;
  }

  /** Lets the chain follow the clock again. */
  release(): void {
    this.held = null;
  }

  /** The response body (a `MasterchainInfo`) at time `now`. */
  info(now = Date.now()): MasterchainInfo {
    const seqno = this.seqnoAt(now);
    // The block was generated a second before it was indexed (on the block-interval grid when live).
    const madeAtMs = this.held?.sinceMs ?? this.startedAtMs + (seqno - this.baseSeqno) * BLOCK_INTERVAL_MS;
    const genUtime = Math.floor(madeAtMs / 1000) - 1;
    const first: Block = { ...F1.first, global_id: this.network === 'mainnet' ? -239 : -3 };
    return { last: liveBlock(this.seed, this.network, seqno, genUtime), first };
  }
}
