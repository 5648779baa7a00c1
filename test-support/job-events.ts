/**
 * Job events as a test hears them: what a window was sent, in order, and a wait for one job's end —
 * a state, not a time (the poll gives up only after the suite's own timeout).
 */
import { expect } from 'vitest';
import type { JobEvents, JobEventType } from '../shared/jobs/job-events';

/** A fresh job id, as a window names its jobs. */
export function newJobId(): string {
  return `job-${crypto.randomUUID()}`;
}

/** One event as the window heard it. */
export interface RecordedEvent {
  type: JobEventType;
  payload: unknown;
}

/** Anything that records the events it was sent. */
export interface HearsEvents {
  events(): readonly RecordedEvent[];
}

/** Waits for `jobId` to end; answers its events (in order) and its end (`job-done` or `job-failed`). */
export async function jobEvents(
  window: HearsEvents,
  jobId: string,
): Promise<{ events: RecordedEvent[]; done: JobEvents['job-done'] | JobEvents['job-failed'] }> {
  const own = () => window.events().filter((e) => (e.payload as { jobId?: string }).jobId === jobId);
  const end = () => own().find((e) => e.type === 'job-done' || e.type === 'job-failed');
  // The poll's timeout is the config's (vite.config.ts): a hang guard, not a budget.
  await expect.poll(() => end() !== undefined, { interval: 20 }).toBe(true);
  return { events: own(), done: end()!.payload as JobEvents['job-done'] | JobEvents['job-failed'] };
}
