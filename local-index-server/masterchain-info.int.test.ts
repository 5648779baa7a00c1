/**
 * `GET /api/v3/masterchainInfo` (docs/indexer-api.md §3): the recorded fixture served verbatim, and the live
 * chain whose `last` block advances with the clock while keeping every field in F1's shape.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterchainInfoSchema } from '../shared/api/block';
import { get } from './http-test-client';
import { BLOCK_INTERVAL_MS, LiveMasterchain, liveBlock } from './masterchain';
import { startIndexServer } from './server';
import type { RunningIndexServer } from './server';

const F1_FILE = readFileSync(
  new URL('./fixtures/v3_masterchainInfo_testnet__cordialsys-crosschain.json', import.meta.url),
  'utf8',
);
const F1 = JSON.parse(F1_FILE) as { last: Record<string, unknown>; first: Record<string, unknown> };

let live: RunningIndexServer;
let fixture: RunningIndexServer;
let testnet: RunningIndexServer;

beforeAll(async () => {
  [live, fixture, testnet] = await Promise.all([
    startIndexServer(),
    startIndexServer({ masterchain: 'testnet-fixture' }),
    startIndexServer({ network: 'testnet' }),
  ]);
});
afterAll(() => Promise.all([live.close(), fixture.close(), testnet.close()]));

describe('masterchainInfo', () => {
  it("serves the recorded testnet response F1 byte for byte in 'testnet-fixture' mode", async () => {
    const res = await get(`${fixture.url}/api/v3/masterchainInfo`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.text).toBe(F1_FILE.trimEnd());
  });

  it('serves last then first, both with every F1 field in F1 order and valid for the project schema', async () => {
    const res = await get(`${live.url}/api/v3/masterchainInfo`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-api-version')).toBe('1.2.8');
    const body = res.json() as { last: Record<string, unknown>; first: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(['last', 'first']);
    expect(Object.keys(body.last)).toEqual(Object.keys(F1.last));
    expect(Object.keys(body.first)).toEqual(Object.keys(F1.first));
    masterchainInfoSchema.parse(body);
    // Hex shard, decimal-string lt/utime, standard Base64 hashes (§3.3).
    expect(body.last.shard).toBe('8000000000000000');
    expect(body.last.gen_utime).toMatch(/^\d+$/);
    expect(body.last.start_lt).toMatch(/^\d+$/);
    expect(body.last.root_hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(body.last.masterchain_block_ref).toEqual({
      workchain: -1,
      shard: '8000000000000000',
      seqno: body.last.seqno,
    });
    expect(body.last.prev_blocks).toEqual([
      { workchain: -1, shard: '8000000000000000', seqno: (body.last.seqno as number) - 1 },
    ]);
    // `first` is F1's first block, with the network's global_id.
    expect({ ...body.first, global_id: F1.first.global_id }).toEqual(F1.first);
    expect(body.first.global_id).toBe(-239);
    expect(body.last.global_id).toBe(-239);
    // `last` is fresh: generated within a block interval or two of now (a value check, not a speed check).
    expect(Math.abs(Number(body.last.gen_utime) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('uses the testnet global_id on a testnet server', async () => {
    const body = (await get(`${testnet.url}/api/v3/masterchainInfo`)).json() as {
      last: { global_id: number };
      first: { global_id: number };
    };
    expect(body.last.global_id).toBe(-3);
    expect(body.first.global_id).toBe(-3);
  });

  it('advances last by one block per interval, deterministically for a given seed', () => {
    const start = 1_800_000_000_000;
    const chain = new LiveMasterchain(1, 'mainnet', start);
    const a = chain.info(start);
    const b = chain.info(start + 2 * BLOCK_INTERVAL_MS + 10);
    expect(b.last.seqno).toBe(a.last.seqno + 2);
    expect(Number(b.last.gen_utime)).toBe(Number(a.last.gen_utime) + (2 * BLOCK_INTERVAL_MS) / 1000);
    expect(BigInt(b.last.start_lt)).toBeGreaterThan(BigInt(a.last.end_lt));
    expect(BigInt(a.last.end_lt) - BigInt(a.last.start_lt)).toBe(BigInt(a.last.tx_count + 1));
    // Same seed and seqno → same block; another seed → other hashes.
    expect(new LiveMasterchain(1, 'mainnet', start).info(start)).toEqual(a);
    expect(liveBlock(2, 'mainnet', a.last.seqno, 0).root_hash).not.toBe(a.last.root_hash);
  });

  it('holds the chain still, moves it on one block at a time, and follows the clock again when released', () => {
    const start = 1_800_000_000_000;
    const chain = new LiveMasterchain(1, 'mainnet', start);
    const held = chain.hold(start + BLOCK_INTERVAL_MS);
    expect(chain.info(start + 50 * BLOCK_INTERVAL_MS).last.seqno).toBe(held);
    const next = chain.advance(1, start + 60 * BLOCK_INTERVAL_MS);
    expect(next).toBe(held + 1);
    const moved = chain.info(start + 90 * BLOCK_INTERVAL_MS).last;
    expect(moved.seqno).toBe(next);
    // The new block is as fresh as the moment it was made.
    expect(Number(moved.gen_utime)).toBe(Math.floor((start + 60 * BLOCK_INTERVAL_MS) / 1000) - 1);
    chain.release();
    expect(chain.info(start + 90 * BLOCK_INTERVAL_MS).last.seqno).toBe(
      chain.seqnoAt(start + 90 * BLOCK_INTERVAL_MS),
    );
    expect(chain.seqnoAt(start + 90 * BLOCK_INTERVAL_MS)).toBe(held + 89);
  });

  it('reproduces F1 lt numbering at F1 seqno (lt = (seqno + 2611855) * 1e6)', () => {
    const block = liveBlock(1, 'testnet', F1.last.seqno as number, 0);
    expect(block.start_lt).toBe(F1.last.start_lt);
  });
});
