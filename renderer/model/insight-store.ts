/**
 * What accounts' own code says, asked of the bridge by address in batches (never one call per React
 * render): the detail view and the results table's contract columns read the same entries. `want`
 * queues accounts; a batch leaves on the next task with up to {@link BATCH_SIZE} of them, so a screen of
 * rows costs one `inspect` call. Nothing but addresses goes up: the states, with their code and data,
 * are the account store's behind the bridge (shared/accounts), which fetches what it does not hold and
 * keeps the facts it derived; the emulator runs there, never on this page's thread.
 */
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import type { InspectedAccount } from '../../shared/contracts/inspected-account';
import type { AppErrorInfo } from '../../shared/errors';
import { batchQueue, createListeners, storePerBridge } from './store-parts';

/** Accounts per inspect call (the bridge API allows 200). */
export const BATCH_SIZE = 100;

/** Where one account's insight stands. */
export type InsightEntry =
  | { readonly state: 'loading' }
  | { readonly state: 'done'; readonly inspected: InspectedAccount }
  | { readonly state: 'error'; readonly error: AppErrorInfo };

/**
 * An account to inspect: its raw address, and the hash of the state the page shows, when it shows one
 * (asked again when that changes); null when only its address is known (a wallet's jetton wallet).
 */
export interface InsightWant {
  readonly raw: string;
  readonly stateHash: string | null;
}

/** `now()` for the methods: the lookup's last block's time; undefined → the indexer is asked. */
export type InsightTime = number | undefined;

/** The store. */
export interface InsightStore {
  /** The entry of an account, or undefined when nobody asked for it. */
  get(raw: string): InsightEntry | undefined;
  /** Queues accounts not asked for yet (or whose state changed since); they load in batches. */
  want(wants: readonly InsightWant[], unixTime: InsightTime): void;
  /** Asks again for accounts whose batch failed. */
  retry(raws: readonly string[]): void;
  /** Inspects accounts again whatever their state (a library was just added for one). */
  refresh(raws: readonly string[]): void;
  subscribe(listener: () => void): () => void;
}

/** Why an account asked has no answer. */
const UNKNOWN: AppErrorInfo = {
  kind: 'unexpected',
  message: 'The indexer no longer knows this account, so its code could not be run.',
};
const NO_ANSWER: AppErrorInfo = {
  kind: 'unexpected',
  message: 'The emulator gave no answer for this account.',
};

/** Creates a store over a bridge. */
export function createInsightStore(bridge: TonIndexBridge): InsightStore {
  const entries = new Map<string, { entry: InsightEntry; want: InsightWant; unixTime: InsightTime }>();
  const { notify, subscribe } = createListeners();

  function set(raw: string, entry: InsightEntry) {
    const held = entries.get(raw);
    if (held) entries.set(raw, { ...held, entry });
  }

  /** One inspect call for a batch; every account of it ends done or with an error. */
  async function run(wants: InsightWant[], unixTime: InsightTime) {
    const reply = await bridge.inspect({
      addresses: wants.map((w) => w.raw),
      ...(unixTime !== undefined ? { unixTime } : {}),
    });
    const inspected = reply.ok ? new Map(reply.value.accounts.map((a) => [a.address, a])) : null;
    const unknown = new Set(reply.ok ? reply.value.notFound : []);
    for (const { raw } of wants) {
      if (entries.get(raw)?.entry.state !== 'loading') continue;
      const found = inspected?.get(raw);
      set(
        raw,
        found
          ? { state: 'done', inspected: found }
          : { state: 'error', error: reply.ok ? (unknown.has(raw) ? UNKNOWN : NO_ANSWER) : reply.error },
      );
    }
    notify();
  }

  // A batch shares one time.
  const queue = batchQueue(
    BATCH_SIZE,
    (a: InsightTime, b: InsightTime) => a === b,
    (wants: InsightWant[], time) => void run(wants, time),
  );

  function enqueue(want: InsightWant, unixTime: InsightTime) {
    entries.set(want.raw, { entry: { state: 'loading' }, want, unixTime });
    queue(want, unixTime);
  }

  return {
    get: (raw) => entries.get(raw)?.entry,
    want(wants, unixTime) {
      let added = false;
      for (const want of wants) {
        const held = entries.get(want.raw);
        // Held and not known to have changed: an address alone never asks again.
        if (held && (want.stateHash === null || held.want.stateHash === want.stateHash)) continue;
        enqueue(want, unixTime);
        added = true;
      }
      if (added) notify();
    },
    retry(raws) {
      for (const raw of raws) {
        const held = entries.get(raw);
        if (held?.entry.state === 'error') enqueue(held.want, held.unixTime);
      }
      notify();
    },
    refresh(raws) {
      for (const raw of raws) {
        const held = entries.get(raw);
        if (held) enqueue(held.want, held.unixTime);
      }
      notify();
    },
    subscribe,
  };
}

const stores = storePerBridge(createInsightStore);

/** The one store of a bridge (the detail view and the table's columns share it). */
export const insightStoreFor = stores.of;

/** The store the app's components use, for readers outside React (storePerBridge's `last`). */
export const currentInsightStore = stores.last;
