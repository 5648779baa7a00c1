/**
 * Decoded contract details of many accounts, asked of the bridge in batches (never one emulator call
 * per React render): the detail view and the results table's contract columns read the same entries.
 * `want` queues accounts; a batch leaves on the next task with up to {@link BATCH_SIZE} of them, so a
 * screen of rows costs one inspect job. The job takes the addresses and fetches the code and data it
 * does not hold itself; its answer brings the states it inspected, for the detail's tools. The emulator
 * runs behind the bridge (main's worker thread, or the web's job worker's), never on this page's thread.
 */
import type { AccountState, Metadata } from '../../shared/api/account-states';
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import type { InspectedAccount } from '../../shared/contracts/inspected-account';
import type { AppErrorInfo } from '../../shared/errors';
import { followJob } from './job-client';
import { batchQueue, createListeners, storePerBridge } from './store-parts';

/** Accounts per inspect job (the bridge API allows 200). */
export const BATCH_SIZE = 100;

/** Where one account's insight stands. */
export type InsightEntry =
  | { readonly state: 'loading' }
  /** `inspected` was computed on `account` (the state with its BoCs, for get-methods and code views). */
  | { readonly state: 'done'; readonly inspected: InspectedAccount; readonly account: AccountState }
  | { readonly state: 'error'; readonly error: AppErrorInfo };

/**
 * An account to inspect: its raw address and the state the lookup gave (with or without BoCs), or null
 * when only its address is known (an account derived on this machine, as a wallet's jetton wallet): the
 * inspect job reads its state.
 */
export interface InsightWant {
  readonly raw: string;
  readonly account: AccountState | null;
}

/** What every batch shares: the lookup's metadata and its last block's time. */
export interface InsightContext {
  readonly metadata: Metadata;
  /** `now()` for the methods; undefined → the bridge asks the indexer. */
  readonly unixTime: number | undefined;
}

/** The store. */
export interface InsightStore {
  /** The entry of an account, or undefined when nobody asked for it. */
  get(raw: string): InsightEntry | undefined;
  /** Queues accounts not asked for yet (or whose state changed since); they load in batches. */
  want(wants: readonly InsightWant[], context: InsightContext): void;
  /** Asks again for accounts whose batch failed. */
  retry(raws: readonly string[]): void;
  /** Inspects accounts again whatever their state (a library was just added for one). */
  refresh(raws: readonly string[]): void;
  subscribe(listener: () => void): () => void;
}

/** A done entry, or an error when the job inspected an account but sent no state for it (a defect). */
function doneEntry(inspected: InspectedAccount, account: AccountState | null | undefined): InsightEntry {
  return account
    ? { state: 'done', inspected, account }
    : {
        state: 'error',
        error: { kind: 'unexpected', message: 'The emulator gave no state for this account.' },
      };
}

/**
 * The part of a lookup's metadata an inspect job of `raws` reads: each account's own entry, and the
 * entries of the addresses it names (a jetton wallet's master and owner, an item's collection). The
 * whole map — 100,000 entries after a large lookup — was copied and checked on both sides of the bridge
 * for every detail opened (~0.3 s). An address the code names and its entry does not is looked up by
 * the job itself, with its metadata.
 */
export function metadataFor(raws: readonly string[], metadata: Metadata): Metadata {
  const out: Metadata = {};
  const add = (raw: string) => {
    const entry = Object.hasOwn(metadata, raw) ? metadata[raw] : undefined;
    if (entry) out[raw] = entry;
    return entry;
  };
  const named = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      if (!Object.hasOwn(out, value)) add(value);
    } else if (value && typeof value === 'object' && depth > 0)
      for (const member of Object.values(value)) named(member, depth - 1);
  };
  for (const raw of raws) named(add(raw), 4);
  return out;
}

/** Whether two wants can share a batch: one lookup's metadata, one time. */
const sameContext = (a: InsightContext, b: InsightContext) =>
  a.metadata === b.metadata && a.unixTime === b.unixTime;

/** Creates a store over a bridge. */
export function createInsightStore(bridge: TonIndexBridge): InsightStore {
  const entries = new Map<
    string,
    { entry: InsightEntry; stateHash: string; want: InsightWant; context: InsightContext }
  >();
  const { notify, subscribe } = createListeners();

  function set(raw: string, entry: InsightEntry) {
    const held = entries.get(raw);
    // An account asked for by address alone now has a known state: asking with that state is a no-op.
    const stateHash = entry.state === 'done' ? entry.account.account_state_hash : held?.stateHash;
    if (held) entries.set(raw, { ...held, entry, stateHash: stateHash ?? held.stateHash });
    notify();
  }

  /** One inspect job for a batch; every account of it ends done or with an error. */
  function run(wants: InsightWant[], context: InsightContext) {
    const failAll = (error: AppErrorInfo) => {
      for (const want of wants)
        if (entries.get(want.raw)?.entry.state === 'loading') set(want.raw, { state: 'error', error });
    };
    followJob(
      bridge,
      'inspect',
      () =>
        bridge.startInspect({
          addresses: wants.map((w) => w.raw),
          metadata: metadataFor(
            wants.map((w) => w.raw),
            context.metadata,
          ),
          ...(context.unixTime !== undefined ? { unixTime: context.unixTime } : {}),
        }),
      {
        onRefused: (reply) => failAll(reply.error),
        'job-rows': (event) => {
          const inspected = new Map(event.accounts.map((a) => [a.address, a]));
          const states = new Map(event.states.map((a) => [a.address, a]));
          const unknown = new Set(event.notFound);
          for (const want of wants) {
            const found = inspected.get(want.raw);
            set(
              want.raw,
              found
                ? doneEntry(found, states.get(want.raw) ?? want.account)
                : {
                    state: 'error',
                    error: {
                      kind: 'unexpected',
                      message: unknown.has(want.raw)
                        ? 'The indexer no longer knows this account, so its code could not be run.'
                        : 'The emulator gave no answer for this account.',
                    },
                  },
            );
          }
        },
        'job-failed': (event) => failAll(event.error),
        'job-done': () => failAll({ kind: 'aborted', message: 'Inspecting this account was stopped.' }),
      },
    );
  }

  // A batch shares one context (one lookup's metadata and time).
  const queue = batchQueue(BATCH_SIZE, sameContext, run);

  function enqueue(want: InsightWant, context: InsightContext) {
    entries.set(want.raw, {
      entry: { state: 'loading' },
      stateHash: want.account?.account_state_hash ?? '',
      want,
      context,
    });
    queue(want, context);
  }

  return {
    get: (raw) => entries.get(raw)?.entry,
    want(wants, context) {
      let added = false;
      for (const want of wants) {
        const held = entries.get(want.raw);
        // Held and not known to have changed: an address alone never asks again.
        if (held && (want.account === null || held.stateHash === want.account.account_state_hash)) continue;
        enqueue(want, context);
        added = true;
      }
      if (added) notify();
    },
    retry(raws) {
      for (const raw of raws) {
        const held = entries.get(raw);
        if (held?.entry.state === 'error') enqueue(held.want, held.context);
      }
      notify();
    },
    refresh(raws) {
      for (const raw of raws) {
        const held = entries.get(raw);
        if (held) enqueue(held.want, held.context);
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
