/**
 * The owners' jetton wallets of a tokens run (shared/contracts/tokens.ts), derived by each master's own
 * `get_wallet_address` in chunks of owners, ahead of the requests that look the wallets up, so that
 * emulation overlaps the waits between requests instead of adding to them.
 */
import { nextTurn } from '../next-turn';
import type { GetMethodResult } from '../tvm/runner';
import { addressArgument } from '../tvm/stack';
import { MethodResults } from './details/method-results';
import { tvmAccountOf } from './planned-calls';
import { requestExtras, runOptionsOf } from './tokens-context';
import type { JettonInfo, TokensOptions } from './tokens';

/**
 * Owners derived per emulator call: few enough that the pool hands each chunk whole to one thread (it
 * splits a call of 64 or more over its threads, and a split chunk waits for its slower half), and that
 * a chunk is done within a request's interval while the emulator is still cold. Not more for fewer
 * sessions: measured warm on one thread, a derivation cost 0.40–0.47 ms of CPU in sessions of 48 or 96,
 * 0.55–0.62 ms in sessions of 255 (each call of a session costs more the more it holds), and
 * 0.62–0.67 ms in sessions of 12 (each session's own start, ≈4 ms, then dominates).
 */
export const DERIVE_CHUNK = 48;
/**
 * Chunks derived at once, ahead of the requests: one per emulator thread (at most two), so both derive
 * while the emulator warms up, when a chunk takes longer than the interval between two requests — and
 * one more, waiting in the pool's queue, so a thread that ends a chunk takes the next at once instead
 * of idling while its lane yields a turn (on a loaded machine, milliseconds each time). The balances
 * wait for the derivations to settle, so those moments are not filled by anything else.
 */
const DERIVE_LANES = 3;

/** The derived jetton wallet of one owner for one master, or why there is none. */
export type Derived = { wallet: string } | { error: string };

/** The deriver of one run. */
export interface Deriver {
  /** Works through the chunks in order, ahead of the requests, until done or cancelled. */
  runAhead(): Promise<void>;
  /** The derived wallets of these owners (by master), deriving any that are not yet. */
  walletsOf(owners: readonly string[]): Promise<Map<string, Map<string, Derived>>>;
  /** Settles once {@link runAhead} has derived every chunk, or stopped (cancelled, failed, never run). */
  settled(): Promise<void>;
}

/** Reads `get_wallet_address`'s answer. */
function derivedFrom(result: GetMethodResult): Derived {
  const results = new MethodResults(new Map([['get_wallet_address', result]]));
  const reader = results.reader('get_wallet_address');
  if (!reader) return { error: results.problem('get_wallet_address') ?? 'get_wallet_address did not answer' };
  try {
    const wallet = reader.address(0);
    return wallet ? { wallet } : { error: 'get_wallet_address returned no address' };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Derives the owners' jetton wallets chunk by chunk, ahead of the lookups that need them. */
export function createDeriver(
  options: TokensOptions,
  jettons: readonly JettonInfo[],
  onDerived: (count: number) => void,
): Deriver {
  const usable = jettons.filter((j) => j.problem === null && j.state);
  const position = new Map(options.owners.map((owner, i) => [owner, i]));
  const chunks = new Map<number, Promise<void>>();
  const derived = new Map<string, Map<string, Derived>>();
  let count = 0;
  let ahead: Promise<void> = Promise.resolve();

  async function deriveChunk(index: number): Promise<void> {
    const owners = options.owners.slice(index * DERIVE_CHUNK, (index + 1) * DERIVE_CHUNK);
    for (const owner of owners) derived.set(owner, new Map());
    for (const jetton of usable) {
      const account = tvmAccountOf(jetton.state!)!;
      const results = await options.runner.runGetMethods(
        {
          code_boc: account.code_boc,
          unix_time: options.unixTime,
          calls: owners.map((owner) => ({
            address: account.address,
            ...(account.data_boc ? { data_boc: account.data_boc } : {}),
            balance: account.balance,
            method: 'get_wallet_address',
            args: [addressArgument(owner)],
          })),
          ...requestExtras(options),
        },
        runOptionsOf(options),
      );
      owners.forEach((owner, i) => derived.get(owner)!.set(jetton.master, derivedFrom(results[i]!)));
    }
    count += owners.length;
    onDerived(count);
  }

  const chunkOf = (index: number): Promise<void> => {
    let promise = chunks.get(index);
    if (!promise) {
      promise = deriveChunk(index);
      chunks.set(index, promise);
    }
    return promise;
  };

  /** Works through the chunks in order, ahead of the requests, until done or cancelled. */
  async function runAhead(): Promise<void> {
    const total = Math.ceil(options.owners.length / DERIVE_CHUNK);
    let next = 0;
    const lane = async () => {
      while (next < total && !options.signal?.aborted) {
        await chunkOf(next++);
        // Timers and I/O run between emulator calls (an in-process emulator blocks while it runs).
        await nextTurn();
      }
    };
    await Promise.all(Array.from({ length: DERIVE_LANES }, lane));
  }

  return {
    runAhead: () => (ahead = runAhead()),
    settled: () => ahead.catch(() => undefined),
    /** The derived wallets of these owners, deriving any that are not yet. */
    async walletsOf(owners: readonly string[]): Promise<Map<string, Map<string, Derived>>> {
      const needed = new Set(owners.map((o) => Math.floor(position.get(o)! / DERIVE_CHUNK)));
      await Promise.all([...needed].map(chunkOf));
      return new Map(owners.map((o) => [o, derived.get(o)!]));
    },
  };
}
