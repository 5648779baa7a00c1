/**
 * The job registry: a job runs under the id its window named it with; its events go to the sink that
 * started it, with that id; only that sink may cancel it; a window runs a few jobs at once and the
 * others wait in order, told how many run before them; progress is coalesced (the last one, before any
 * other event); a job that throws ends `job-failed`.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { JobEventSink, JobEventType } from './job-events';
import { createJobRegistry, type JobContext } from './job-registry';

/** A sink that records what it hears. */
function recordingSink(): JobEventSink & { heard: { type: JobEventType; event: unknown }[] } {
  const heard: { type: JobEventType; event: unknown }[] = [];
  return { heard, emit: (type, event) => void heard.push({ type, event }) };
}

const ended = (sink: ReturnType<typeof recordingSink>, jobId?: string) =>
  expect
    .poll(() =>
      sink.heard.some(
        (e) =>
          (e.type === 'job-done' || e.type === 'job-failed') &&
          (jobId === undefined || (e.event as { jobId: string }).jobId === jobId),
      ),
    )
    .toBe(true);

/** A tokens job that ends when it is cancelled. */
const untilCancelled = ({ signal, emit }: JobContext) =>
  new Promise<void>((resolve) => {
    const end = () => {
      emit('job-done', { kind: 'tokens', cancelled: true });
      resolve();
    };
    if (signal.aborted) end();
    else signal.addEventListener('abort', end);
  });

describe('the job registry', () => {
  it('runs a job under the id its window named, sending its events with that id to that sink only', async () => {
    const jobs = createJobRegistry();
    const mine = recordingSink();
    const other = recordingSink();
    jobs.start('tokens', 'my-job-1', mine, async ({ emit, jobId }) => {
      expect(jobId).toBe('my-job-1');
      emit('job-done', { kind: 'tokens', cancelled: false });
    });
    await ended(mine);
    expect(mine.heard).toEqual([
      { type: 'job-done', event: { kind: 'tokens', cancelled: false, jobId: 'my-job-1' } },
    ]);
    expect(other.heard).toEqual([]);
    expect(jobs.running()).toBe(0);
  });

  it('refuses a second job of the same id in one window while the first runs; another window may use it', async () => {
    const jobs = createJobRegistry();
    const mine = recordingSink();
    jobs.start('tokens', 'same-id-1', mine, untilCancelled);
    expect(() => jobs.start('tokens', 'same-id-1', mine, untilCancelled)).toThrow(AppError);
    const other = recordingSink();
    jobs.start('tokens', 'same-id-1', other, untilCancelled);
    expect(jobs.running()).toBe(2);
    jobs.cancelAll();
    await ended(mine);
    await ended(other);
  });

  it('lets only the sink that started a job cancel it', async () => {
    const jobs = createJobRegistry();
    const mine = recordingSink();
    jobs.start('tokens', 'cancel-me-1', mine, untilCancelled);
    expect(jobs.cancel('cancel-me-1', recordingSink())).toBe(false);
    expect(jobs.cancel('not-a-job-1', mine)).toBe(false);
    expect(jobs.cancel('cancel-me-1', mine)).toBe(true);
    await ended(mine);
    expect(mine.heard.at(-1)).toMatchObject({ type: 'job-done', event: { cancelled: true } });
  });

  it('runs a window’s jobs a few at a time: the others wait in order, told how many run before them', async () => {
    const jobs = createJobRegistry({ perWindow: 2 });
    const sink = recordingSink();
    for (const id of ['queued-a1', 'queued-b1', 'queued-c1', 'queued-d1'])
      jobs.start('tokens', id, sink, untilCancelled);
    const queued = (id: string) =>
      sink.heard.filter((e) => e.type === 'job-queued' && (e.event as { jobId: string }).jobId === id);
    expect(queued('queued-a1')).toEqual([]);
    expect(queued('queued-c1').at(-1)?.event).toMatchObject({ ahead: 2 });
    expect(queued('queued-d1').at(-1)?.event).toMatchObject({ ahead: 3 });
    // The first ends: the third starts; the fourth now has two before it.
    jobs.cancel('queued-a1', sink);
    await ended(sink, 'queued-a1');
    await expect.poll(() => queued('queued-d1').at(-1)?.event).toMatchObject({ ahead: 2 });
    // A job cancelled while it waits ends at once, without waiting for its turn.
    jobs.cancel('queued-d1', sink);
    await ended(sink, 'queued-d1');
    jobs.cancelOwnedBy(sink);
    for (const id of ['queued-b1', 'queued-c1']) await ended(sink, id);
    expect(jobs.running()).toBe(0);
  });

  it('coalesces progress: the last one is sent, before the job’s next event', async () => {
    const jobs = createJobRegistry();
    const sink = recordingSink();
    jobs.start('tokens', 'progress-1', sink, async ({ emit }) => {
      for (let derived = 1; derived <= 100; derived++)
        emit('job-progress', { kind: 'tokens', progress: { owners: 100, derived, lookup: null } });
      emit('job-done', { kind: 'tokens', cancelled: false });
    });
    await ended(sink);
    expect(sink.heard.map((e) => e.type)).toEqual(['job-progress', 'job-done']);
    expect(sink.heard[0]!.event).toMatchObject({ progress: { derived: 100 } });
  });

  it('ends a job that throws with job-failed, its error as data', async () => {
    const jobs = createJobRegistry();
    const sink = recordingSink();
    jobs.start('tokens', 'throws-1', sink, async () => {
      throw new AppError({ kind: 'invalid-input', message: 'The jetton master is not an address.' });
    });
    await ended(sink);
    expect(sink.heard).toEqual([
      {
        type: 'job-failed',
        event: expect.objectContaining({
          kind: 'tokens',
          error: { kind: 'invalid-input', message: 'The jetton master is not an address.' },
        }),
      },
    ]);
  });

  it('keeps a job going when its window went away (a sink that throws)', async () => {
    const jobs = createJobRegistry();
    let finished = false;
    jobs.start(
      'lookup',
      'orphan-1',
      {
        emit: () => {
          throw new Error('window closed');
        },
      },
      async ({ emit }) => {
        emit('job-rows', { kind: 'tokens', rows: [], jettons: [] });
        finished = true;
      },
    );
    await expect.poll(() => finished).toBe(true);
  });
});
