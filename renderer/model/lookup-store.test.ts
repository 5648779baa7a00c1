/**
 * The lookup store, driven by a job as the bridge delivers it: the window names the job and listens
 * before it starts it; what the job is bound to is what its start answered; rows are placed as their
 * events come; a lookup answered whole is finished before its log entry, then linked to it; one that
 * fails as a whole keeps the earlier results; Cancel and "Retry failed" ask the bridge for the right
 * job with the right accounts. The bridge here is a stand-in that records what it is asked and lets the
 * test send the job's events — the job's own rows are made by the job's real answer (LookupAnswer).
 */
import { describe, expect, it, vi } from 'vitest';
import type { AccountState } from '../../shared/api/account-states';
import type { BridgeArg, TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { createEventHub } from '../../shared/bridge/event-hub';
import type { BulkProgress } from '../../shared/bulk/bulk-lookup';
import type { DistributiveOmit, JobEvents, LookupJobStart } from '../../shared/jobs/job-events';
import { LookupAnswer } from '../../shared/jobs/lookup-answer';
import { batchAsColumns } from '../../shared/jobs/row-columns';
import { LookupStore } from './lookup-store';
import type { LookupRequest } from './lookup-outcome';

const raw = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
const BOUND: LookupJobStart = {
  indexer: { profileId: 'local', name: 'Local', baseUrl: 'http://127.0.0.1:1' },
  policy: {
    requestsPerSecond: null,
    maxAddressesPerRequest: 1000,
    maxUrlLength: 8192,
    concurrency: 4,
    source: 'self-hosted',
    explanation: 'a self-hosted indexer: no rate limit',
  },
  lastBlock: { seqno: 7, gen_utime: '1721068768' },
};
const state = (i: number): AccountState => ({
  address: raw(i),
  account_state_hash: 'AAAA',
  balance: `${i}`,
  extra_currencies: null,
  status: 'active',
  last_transaction_hash: null,
  last_transaction_lt: null,
});

/** A bridge whose lookups the test drives: starts are recorded; `emit` sends an event of the last one. */
function drivenBridge() {
  const hub = createEventHub();
  const starts: BridgeArg<'startLookup'>[] = [];
  const cancels: string[] = [];
  const bridge = {
    addEventListener: hub.addEventListener,
    startLookup: async (arg: BridgeArg<'startLookup'>) => {
      starts.push(arg);
      return { ok: true, value: BOUND };
    },
    cancelJob: async ({ jobId }: { jobId: string }) => {
      cancels.push(jobId);
      return { ok: true, value: { cancelled: true } };
    },
  } as unknown as TonIndexBridge;
  const jobId = () => starts.at(-1)!.jobId;
  /** Sends an event of the last job started (or of `of`). */
  const emit = <T extends keyof JobEvents>(
    type: T,
    event: DistributiveOmit<JobEvents[T], 'jobId'>,
    of = jobId(),
  ) => hub.emit(type, { ...event, jobId: of } as unknown as JobEvents[T]);
  return { bridge, starts, cancels, emit, jobId };
}

const progress = (done: number, total: number, failed = 0): BulkProgress => ({
  totalAccounts: total,
  doneAccounts: done,
  failedAccounts: failed,
  requestsSent: 1,
  requestsDone: 1,
  requestsPlanned: 1,
  retries: 0,
  ratePerSecond: 0,
  etaMs: null,
  startedAt: 0,
});

let lookups = 0;
const request = (n: number): LookupRequest => ({
  key: `unit-${(lookups += 1)}`,
  accounts: Array.from({ length: n }, (_, i) => ({
    raw: raw(i),
    input: `in-${i}`,
    line: i + 1,
    column: 1,
    repeats: 0,
  })),
  includeBoc: false,
  profileId: 'local',
});

/** A store on the driven bridge; `logged` counts what it heard was logged. */
function connected() {
  const driven = drivenBridge();
  const store = new LookupStore();
  let logged = 0;
  store.connect({ bridge: driven.bridge, onLogged: () => void (logged += 1) });
  return { ...driven, store, logged: () => logged };
}

/** The job's side: its one answer over the accounts of `r`, whose batches make the events' rows. */
const jobAnswer = (r: LookupRequest) => LookupAnswer.of({ mode: 'record' }, r.accounts);

describe('the lookup store', () => {
  it('names its job, is bound to what the start answered, places rows as they come, and finishes before the log says where', async () => {
    const { store, starts, emit, logged } = connected();
    const r = request(3);
    store.start(r);
    // The progress shows at once, before the job answered what it is bound to.
    expect(store.getState().running).toMatchObject({ request: r, bound: null });
    await vi.waitFor(() => expect(store.getState().current?.bound).toEqual(BOUND));
    expect(starts[0]).toMatchObject({
      jobId: expect.stringMatching(/^job-/),
      profileId: 'local',
      includeBoc: false,
    });
    expect(starts[0]!.addressLines.split('\n')).toEqual([raw(0), raw(1), raw(2)]);
    expect(store.getState().current!.rows.map((row) => row.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);

    const job = jobAnswer(r);
    const first = job.add([raw(2)], {
      accounts: [state(2)],
      address_book: new Map(),
      metadata: new Map(),
      not_found: [],
    });
    emit('job-rows', { kind: 'lookup', ...first, progress: progress(1, 3) });
    const rest = job.add([raw(0), raw(1)], {
      accounts: [state(0)],
      address_book: new Map(),
      metadata: new Map(),
      not_found: [raw(1)],
    });
    emit('job-rows', { kind: 'lookup', ...rest, progress: progress(3, 3) });
    // Every account answered: finished now, before the job has written the log.
    await vi.waitFor(() => expect(store.getState().running).toBeNull());
    const last = store.getState().last!;
    expect(last.state).toBe('complete');
    expect(last.rows.map((row) => [row.index, row.status])).toEqual([
      [0, 'active'],
      [1, 'not found'],
      [2, 'active'],
    ]);
    expect(last.loggedAs).toBeUndefined();

    const entry = { id: '1763888888000-abc123' } as never;
    emit('job-done', {
      kind: 'lookup',
      cancelled: false,
      pending: 0,
      progress: progress(3, 3),
      logged: { entry },
    });
    await vi.waitFor(() => expect(store.getState().last?.loggedAs).toBe('1763888888000-abc123'));
    expect(logged()).toBe(1);
  });

  it('says how many of the window’s jobs run first while its job waits its turn', async () => {
    const { store, emit } = connected();
    store.start(request(1));
    await vi.waitFor(() => expect(store.getState().current).not.toBeNull());
    emit('job-queued', { kind: 'lookup', ahead: 2 });
    expect(store.getState().running?.queued).toBe(2);
  });

  it('keeps the earlier results when a lookup fails as a whole', async () => {
    const { store, emit } = connected();
    const r = request(1);
    store.start(r);
    await vi.waitFor(() => expect(store.getState().current).not.toBeNull());
    const rows = jobAnswer(r).add([raw(0)], {
      accounts: [state(0)],
      address_book: new Map(),
      metadata: new Map(),
      not_found: [],
    });
    emit('job-rows', { kind: 'lookup', ...rows, progress: progress(1, 1) });
    await vi.waitFor(() => expect(store.getState().last).not.toBeNull());
    const earlier = store.getState().last;

    store.start(request(2));
    await vi.waitFor(() => expect(store.getState().current?.rows).toHaveLength(2));
    emit('job-failed', { kind: 'lookup', error: { kind: 'network', message: 'connection refused' } });
    await vi.waitFor(() => expect(store.getState().error).toMatchObject({ message: 'connection refused' }));
    expect(store.getState().running).toBeNull();
    expect(store.getState().last).toBe(earlier);
  });

  it('cancels its own job; cancelled before anything came, it says so', async () => {
    const { store, emit, cancels, jobId } = connected();
    store.start(request(2));
    await vi.waitFor(() => expect(store.getState().current).not.toBeNull());
    store.cancel();
    await vi.waitFor(() => expect(cancels).toEqual([jobId()]));
    emit('job-done', { kind: 'lookup', cancelled: true, pending: 2, progress: progress(0, 2), logged: null });
    await vi.waitFor(() =>
      expect(store.getState().error).toMatchObject({
        message: 'The lookup was cancelled before any account arrived.',
      }),
    );
  });

  it('ends a lookup whose every account failed with its first failure, read from the columns its batch crossed as', async () => {
    const { store, emit } = connected();
    const r = request(2);
    store.start(r);
    await vi.waitFor(() => expect(store.getState().current).not.toBeNull());
    const failed = jobAnswer(r).fail([raw(0), raw(1)], { kind: 'http', status: 502, message: 'bad gateway' });
    // As the job owner sends it (shared/bridge/job-owner.ts): columns, the raws the window sent left out.
    const batch = batchAsColumns(
      { rows: failed, addressBook: new Map(), metadata: new Map() },
      (i) => r.accounts[i]?.raw,
    );
    emit('job-rows', { kind: 'lookup', ...structuredClone(batch), progress: progress(2, 2, 2) });
    await vi.waitFor(() => expect(store.getState().current?.failed.size).toBe(2));
    const done = progress(2, 2, 2);
    emit('job-done', { kind: 'lookup', cancelled: false, pending: 0, progress: done, logged: null });
    await vi.waitFor(() => expect(store.getState().running).toBeNull());
    expect(store.getState().error).toMatchObject({ kind: 'http', status: 502, message: 'bad gateway' });
  });

  it('"Retry failed" asks only for the failed accounts, of the entry it retries, and keeps what arrived', async () => {
    const { store, starts, emit } = connected();
    const r = request(3);
    store.start(r);
    await vi.waitFor(() => expect(store.getState().current).not.toBeNull());
    const job = jobAnswer(r);
    const answered = job.add([raw(0), raw(2)], {
      accounts: [state(0), state(2)],
      address_book: new Map(),
      metadata: new Map(),
      not_found: [],
    });
    emit('job-rows', { kind: 'lookup', ...answered, progress: progress(2, 3) });
    const failed = job.fail([raw(1)], { kind: 'http', status: 502, message: 'bad gateway' });
    emit('job-rows', {
      kind: 'lookup',
      rows: failed,
      addressBook: new Map(),
      metadata: new Map(),
      progress: progress(2, 3, 1),
    });
    const entry = { id: '1763888888000-abc124' } as never;
    emit('job-done', {
      kind: 'lookup',
      cancelled: false,
      pending: 0,
      progress: progress(2, 3, 1),
      logged: { entry },
    });
    await vi.waitFor(() => expect(store.getState().last?.failed.size).toBe(1));

    store.retryFailed();
    await vi.waitFor(() => expect(starts).toHaveLength(2));
    expect(starts[1]).toMatchObject({ addressLines: raw(1), retriedLogId: '1763888888000-abc124' });
    // Being retried: pending again, the answered rows kept.
    await vi.waitFor(() =>
      expect(store.getState().current?.rows.map((row) => row.status)).toEqual([
        'active',
        'pending',
        'active',
      ]),
    );
  });

  it('stops hearing a lookup another one superseded', async () => {
    const { store, emit, starts, cancels } = connected();
    const r = request(1);
    store.start(r);
    await vi.waitFor(() => expect(store.getState().current).not.toBeNull());
    const firstJob = starts[0]!.jobId;
    store.start(request(2));
    await vi.waitFor(() => expect(starts).toHaveLength(2));
    expect(cancels).toContain(firstJob);
    await vi.waitFor(() => expect(store.getState().current?.rows).toHaveLength(2));
    // The first job's late rows reach nobody.
    const late = jobAnswer(r).add([raw(0)], {
      accounts: [state(0)],
      address_book: new Map(),
      metadata: new Map(),
      not_found: [],
    });
    emit('job-rows', { kind: 'lookup', ...late, progress: progress(1, 1) }, firstJob);
    expect(store.getState().current?.rows.every((row) => row.status === 'pending')).toBe(true);
  });
});
