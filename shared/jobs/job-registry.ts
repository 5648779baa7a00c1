/**
 * The running jobs of one job owner (Electron main, or the web build's worker). The window names each
 * job (its own id: it listens for that id before it asks for the job, so no event can come before the
 * window is ready for it) and starts it with the sink of its own events; only that window hears the
 * job's events and only it may cancel the job. A window runs at most {@link JOBS_PER_WINDOW} jobs at
 * once; the others wait in order, told how many run before them (`job-queued`). Progress events are
 * coalesced (the last one wins, at most one per {@link PROGRESS_INTERVAL_MS}, always delivered before
 * any other event of the job).
 */
import { AppError, toErrorInfo } from '../errors';
import type { DistributiveOmit, JobEmit, JobEventSink, JobEvents, JobEventType, JobKind } from './job-events';

/** Progress events of one job are sent at most this often. */
export const PROGRESS_INTERVAL_MS = 100;

/** Jobs one window runs at once (each paced by its indexer's one budget anyway); the rest wait in turn. */
export const JOBS_PER_WINDOW = 4;

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
   * Starts `run` as the job `jobId` of `kind` for `sink` (now, or once the window's earlier jobs leave
   * it room). When `run` throws, the job ends with `job-failed`; otherwise `run` sends its own
   * `job-done`. Throws when the window already runs a job of that id.
   */
  start(kind: JobKind, jobId: string, sink: JobEventSink, run: (context: JobContext) => Promise<void>): void;
  /** Cancels a job of `sink`'s; answers whether there was one (another window's job is not found). */
  cancel(jobId: string, sink: JobEventSink): boolean;
  /** Cancels every job (the app is quitting). */
  cancelAll(): void;
  /** Cancels every job of one window (it closed or reloaded). */
  cancelOwnedBy(sink: JobEventSink): void;
  /** How many jobs run or wait. */
  running(): number;
}

interface Job {
  kind: JobKind;
  jobId: string;
  controller: AbortController;
  emitter: { emit: JobEmit; flush(): void };
  run: (context: JobContext) => Promise<void>;
}

/** One window's jobs: those running, and those waiting for room in order. */
interface WindowJobs {
  jobs: Map<string, Job>;
  active: number;
  waiting: Job[];
}

/** Creates a registry; `perWindow` jobs of a window run at once. */
export function createJobRegistry(options: { perWindow?: number } = {}): JobRegistry {
  const perWindow = options.perWindow ?? JOBS_PER_WINDOW;
  const windows = new Map<JobEventSink, WindowJobs>();

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

  /** Runs `job` now; when it ends, the window's next waiting job starts. */
  function launch(sink: JobEventSink, own: WindowJobs, job: Job): void {
    own.active += 1;
    const { controller, emitter, jobId, kind } = job;
    void Promise.resolve()
      .then(() => job.run({ jobId, signal: controller.signal, emit: emitter.emit }))
      .catch((error: unknown) => {
        const info =
          controller.signal.aborted && !(error instanceof AppError)
            ? { kind: 'aborted' as const, message: 'The job was cancelled.' }
            : toErrorInfo(error);
        emitter.emit('job-failed', { kind, error: info } as DistributiveOmit<
          JobEvents['job-failed'],
          'jobId'
        >);
      })
      .finally(() => {
        emitter.flush();
        own.active -= 1;
        own.jobs.delete(jobId);
        next(sink, own);
      });
  }

  /** Starts the window's next waiting job if there is room, and tells the others where they stand. */
  function next(sink: JobEventSink, own: WindowJobs): void {
    while (own.active < perWindow && own.waiting.length > 0) launch(sink, own, own.waiting.shift()!);
    own.waiting.forEach((job, ahead) =>
      job.emitter.emit('job-queued', { kind: job.kind, ahead: ahead + own.active }),
    );
    if (own.jobs.size === 0) windows.delete(sink);
  }

  /** Cancels every job of one window; those waiting end at once. */
  function cancelOwnedBy(sink: JobEventSink): void {
    const own = windows.get(sink);
    if (!own) return;
    for (const job of own.jobs.values()) job.controller.abort();
    for (const job of own.waiting.splice(0)) launch(sink, own, job);
  }

  return {
    start(kind, jobId, sink, run) {
      const own: WindowJobs = windows.get(sink) ?? { jobs: new Map(), active: 0, waiting: [] };
      windows.set(sink, own);
      if (own.jobs.has(jobId))
        throw new AppError({
          kind: 'invalid-input',
          message: `This window already runs a job named ${jobId}.`,
        });
      const job: Job = {
        kind,
        jobId,
        controller: new AbortController(),
        emitter: emitterOf(jobId, sink),
        run,
      };
      own.jobs.set(jobId, job);
      if (own.active < perWindow) launch(sink, own, job);
      else {
        own.waiting.push(job);
        job.emitter.emit('job-queued', { kind, ahead: own.waiting.length - 1 + own.active });
      }
    },
    cancel(jobId, sink) {
      const own = windows.get(sink);
      const job = own?.jobs.get(jobId);
      if (!own || !job) return false;
      job.controller.abort();
      // A job still waiting ends now: it runs at once, sees its cancel, and says so.
      const waiting = own.waiting.indexOf(job);
      if (waiting >= 0) launch(sink, own, own.waiting.splice(waiting, 1)[0]!);
      return true;
    },
    cancelAll() {
      for (const sink of [...windows.keys()]) cancelOwnedBy(sink);
    },
    cancelOwnedBy,
    running: () => {
      let count = 0;
      for (const own of windows.values()) count += own.jobs.size;
      return count;
    },
  };
}
