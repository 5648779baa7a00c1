/**
 * The running jobs of one job owner (Electron main, or the web build's worker): each has an id, the
 * sink of the window that started it, and an AbortController. Only that window hears its events and
 * only that window may cancel it. A job starts in a task of its own, after `start` has answered, so the
 * window knows the id before the first event; its progress events are coalesced (the last one wins, at
 * most one per {@link PROGRESS_INTERVAL_MS}, always delivered before any other event of the job).
 */
import { AppError, toErrorInfo } from '../errors';
import type { DistributiveOmit, JobEmit, JobEventSink, JobEvents, JobEventType, JobKind } from './job-events';

/** Progress events of one job are sent at most this often. */
export const PROGRESS_INTERVAL_MS = 100;

/** What a job's code gets. */
export interface JobContext {
  readonly jobId: string;
  /** Aborted by `cancel`, by the owner going away, or when the owner stops every job. */
  readonly signal: AbortSignal;
  readonly emit: JobEmit;
}

/** The jobs of one owner. */
export interface JobRegistry {
  /**
   * Starts `run` as a job of `kind` for `sink`; answers its id at once. When `run` throws, the job
   * ends with `job-failed`; otherwise `run` sends its own `job-done`.
   */
  start(kind: JobKind, sink: JobEventSink, run: (context: JobContext) => Promise<void>): string;
  /** Cancels a job of `sink`'s; answers whether there was one (another window's job is not found). */
  cancel(jobId: string, sink: JobEventSink): boolean;
  /** Cancels every job (the app is quitting). */
  cancelAll(): void;
  /** Cancels every job of one window (it closed or reloaded). */
  cancelOwnedBy(sink: JobEventSink): void;
  /** How many jobs run. */
  running(): number;
}

interface Running {
  sink: JobEventSink;
  controller: AbortController;
}

/** Creates a registry; `random` is injectable for tests. */
export function createJobRegistry(options: { random?: () => number } = {}): JobRegistry {
  const random = options.random ?? Math.random;
  const jobs = new Map<string, Running>();
  let counter = 0;

  const newId = () =>
    `job-${(++counter).toString(36)}-${Array.from(
      { length: 6 },
      () => '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 36)],
    ).join('')}`;

  /** The job's emitter: adds its id, coalesces progress, and never lets a sink's fault reach the job. */
  function emitterOf(jobId: string, sink: JobEventSink): { emit: JobEmit; flush(): void } {
    let progress: JobEvents['job-progress'] | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const send = <T extends JobEventType>(type: T, event: JobEvents[T]) => {
      try {
        sink.emit(type, event);
      } catch {
        // The window went away: the job finishes (or is cancelled) without it.
      }
    };
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      if (progress) send('job-progress', progress);
      progress = null;
    };
    const emit: JobEmit = (type, partial) => {
      const event = { ...partial, jobId } as unknown as JobEvents[typeof type];
      if (type === 'job-progress') {
        progress = event as JobEvents['job-progress'];
        timer ??= setTimeout(flush, PROGRESS_INTERVAL_MS);
        return;
      }
      flush();
      send(type, event);
    };
    return { emit, flush };
  }

  return {
    start(kind, sink, run) {
      const jobId = newId();
      const controller = new AbortController();
      jobs.set(jobId, { sink, controller });
      const { emit, flush } = emitterOf(jobId, sink);
      // In a task of its own: the window has the id (start's answer) before the job's first event.
      setTimeout(() => {
        void run({ jobId, signal: controller.signal, emit })
          .catch((error: unknown) => {
            const info =
              controller.signal.aborted && !(error instanceof AppError)
                ? { kind: 'aborted' as const, message: 'The job was cancelled.' }
                : toErrorInfo(error);
            emit('job-failed', { kind, error: info } as DistributiveOmit<JobEvents['job-failed'], 'jobId'>);
          })
          .finally(() => {
            flush();
            jobs.delete(jobId);
          });
      }, 0);
      return jobId;
    },
    cancel(jobId, sink) {
      const job = jobs.get(jobId);
      if (!job || job.sink !== sink) return false;
      job.controller.abort();
      return true;
    },
    cancelAll() {
      for (const job of jobs.values()) job.controller.abort();
    },
    cancelOwnedBy(sink) {
      for (const job of jobs.values()) if (job.sink === sink) job.controller.abort();
    },
    running: () => jobs.size,
  };
}
