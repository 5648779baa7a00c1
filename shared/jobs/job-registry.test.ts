/**
 * The job registry: an id at once and the job in a task of its own (the window knows the id before the
 * first event); events go to the sink that started the job, with its id; only that sink may cancel it;
 * progress is coalesced (the last one, before any other event); a job that throws ends `job-failed`.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { JobEventSink, JobEventType } from './job-events';
import { createJobRegistry } from './job-registry';

/** A sink that records what it hears. */
function recordingSink(): JobEventSink & { heard: { type: JobEventType; event: unknown }[] } {
  const heard: { type: JobEventType; event: unknown }[] = [];
  return { heard, emit: (type, event) => void heard.push({ type, event }) };
}

const ended = (sink: ReturnType<typeof recordingSink>) =>
  expect.poll(() => sink.heard.some((e) => e.type === 'job-done' || e.type === 'job-failed')).toBe(true);

describe('the job registry', () => {
  it('answers the id before the job runs, and sends its events with the id to its sink only', async () => {
    const jobs = createJobRegistry();
    const mine = recordingSink();
    const other = recordingSink();
    let ran = false;
    const id = jobs.start('inspect', mine, async ({ emit }) => {
      ran = true;
      emit('job-done', { kind: 'inspect', cancelled: false });
    });
    expect(ran).toBe(false);
    expect(id).toMatch(/^job-[0-9a-z]+-[0-9a-z]{6}$/);
    await ended(mine);
    expect(mine.heard).toEqual([
      { type: 'job-done', event: { kind: 'inspect', cancelled: false, jobId: id } },
    ]);
    expect(other.heard).toEqual([]);
    expect(jobs.running()).toBe(0);
  });

  it('lets only the sink that started a job cancel it', async () => {
    const jobs = createJobRegistry();
    const mine = recordingSink();
    const id = jobs.start(
      'lookup',
      mine,
      ({ signal, emit }) =>
        new Promise<void>((resolve) => {
          const end = () => {
            emit('job-done', {
              kind: 'lookup',
              cancelled: true,
              pending: 0,
              progress: {} as never,
              logged: null,
            });
            resolve();
          };
          // Cancelled before it ran (the cancel below comes first), or while it runs.
          if (signal.aborted) end();
          else signal.addEventListener('abort', end);
        }),
    );
    expect(jobs.cancel(id, recordingSink())).toBe(false);
    expect(jobs.cancel('job-0-zzzzzz', mine)).toBe(false);
    expect(jobs.cancel(id, mine)).toBe(true);
    await ended(mine);
    expect(mine.heard.at(-1)).toMatchObject({ type: 'job-done', event: { cancelled: true } });
  });

  it('coalesces progress: the last one is sent, before the job’s next event', async () => {
    const jobs = createJobRegistry();
    const sink = recordingSink();
    jobs.start('inspect', sink, async ({ emit }) => {
      for (let done = 1; done <= 100; done++)
        emit('job-progress', { kind: 'inspect', progress: { accounts: 100, done } });
      emit('job-done', { kind: 'inspect', cancelled: false });
    });
    await ended(sink);
    expect(sink.heard.map((e) => e.type)).toEqual(['job-progress', 'job-done']);
    expect(sink.heard[0]!.event).toMatchObject({ progress: { done: 100 } });
  });

  it('ends a job that throws with job-failed, its error as data', async () => {
    const jobs = createJobRegistry();
    const sink = recordingSink();
    jobs.start('tokens', sink, async () => {
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
