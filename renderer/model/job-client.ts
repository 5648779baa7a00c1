/**
 * The window's side of jobs: one listener per named event on the bridge, routing each event to the job
 * it names. The window names each job itself and listens for that id before it asks for the job, so no
 * event can come before its route ({@link followJob}). Waits are re-timed to this page's clock as they
 * arrive: the job's clock is another process's.
 */
import type { BridgeResult, TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import type { AppErrorInfo } from '../../shared/errors';
import {
  JOB_EVENT_TYPES,
  type JobEvents,
  type JobEventType,
  type JobKind,
} from '../../shared/jobs/job-events';

/** The handlers of one job's events (of one kind). */
export type JobHandlers<K extends JobKind> = {
  [T in JobEventType]?: (event: JobEvents[T] & { kind: K }) => void;
};

type Route = (type: JobEventType, event: JobEvents[JobEventType]) => void;

/** Each bridge's routes, by job id (one set of listeners per bridge). */
const clients = new WeakMap<TonIndexBridge, Map<string, Route>>();

function routesOf(bridge: TonIndexBridge): Map<string, Route> {
  const known = clients.get(bridge);
  if (known) return known;
  const routes = new Map<string, Route>();
  for (const type of JOB_EVENT_TYPES) {
    bridge.addEventListener(type, (event: JobEvents[typeof type]) => {
      const local = type === 'job-retry' ? retimed(event as JobEvents['job-retry']) : event;
      routes.get(local.jobId)?.(type, local);
    });
  }
  clients.set(bridge, routes);
  return routes;
}

/** A retry event with its end on this page's clock (it was announced just now, `delayMs` ahead). */
function retimed(event: JobEvents['job-retry']): JobEvents['job-retry'] {
  return { ...event, wait: { ...event.wait, resumesAt: performance.now() + event.wait.delayMs } };
}

/** A job being followed. */
export interface FollowedJob {
  /** The id this window named it with. */
  readonly id: string;
  /** Stops it; what arrived is kept. */
  cancel(): void;
  /** Stops listening (the page no longer shows it); the job itself goes on. */
  forget(): void;
}

/**
 * A new job id (the window names its jobs): 128 random bits. `getRandomValues`, not `randomUUID`: the
 * latter exists only in a secure context, which a page served over plain http (the web build on a
 * network address) is not.
 */
export function newJobId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `job-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Names a job, routes its events to `handlers` until it is done or failed, then starts it with
 * `start(jobId)`. A start refused at once (a bad profile, a malformed argument) goes to `onRefused`.
 */
export function followJob<K extends JobKind, S>(
  bridge: TonIndexBridge,
  kind: K,
  start: (jobId: string) => Promise<BridgeResult<S>>,
  handlers: JobHandlers<K> & {
    onStarted?: (started: S) => void;
    onRefused: (reply: { ok: false; error: AppErrorInfo }) => void;
  },
): FollowedJob {
  const routes = routesOf(bridge);
  const id = newJobId();
  let forgotten = false;
  routes.set(id, (type, event) => {
    if (forgotten) return;
    if (event.kind === kind) (handlers[type] as ((e: unknown) => void) | undefined)?.(event);
    if (type === 'job-done' || type === 'job-failed') routes.delete(id);
  });
  void start(id).then((reply) => {
    if (forgotten) return;
    if (reply.ok) handlers.onStarted?.(reply.value);
    else {
      routes.delete(id);
      handlers.onRefused(reply);
    }
  });
  return {
    id,
    cancel: () => void bridge.cancelJob({ jobId: id }),
    forget() {
      forgotten = true;
      routes.delete(id);
    },
  };
}
