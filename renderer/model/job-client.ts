/**
 * The window's side of jobs: one listener per named event on the bridge, routing each event to the job
 * it names. A job is started with a `start…` call and followed with {@link followJob}; events that come
 * before the start's answer (a transport may deliver them first) wait for it. Waits are re-timed to
 * this page's clock as they arrive: the job's clock is another process's.
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

/** Events waiting for their job's start to answer, at most this many (oldest dropped). */
const EARLY_EVENTS = 2_000;

type Route = (type: JobEventType, event: JobEvents[JobEventType]) => void;

interface Client {
  routes: Map<string, Route>;
  early: { type: JobEventType; event: JobEvents[JobEventType] }[];
}

const clients = new WeakMap<TonIndexBridge, Client>();

function clientOf(bridge: TonIndexBridge): Client {
  const client = clients.get(bridge);
  if (client) return client;
  const created: Client = { routes: new Map(), early: [] };
  for (const type of JOB_EVENT_TYPES) {
    bridge.addEventListener(type, (event: JobEvents[typeof type]) => {
      const local = type === 'job-retry' ? retimed(event as JobEvents['job-retry']) : event;
      const route = created.routes.get(local.jobId);
      if (route) route(type, local);
      else {
        created.early.push({ type, event: local });
        if (created.early.length > EARLY_EVENTS) created.early.shift();
      }
    });
  }
  clients.set(bridge, created);
  return created;
}

/** A retry event with its end on this page's clock (it was announced just now, `delayMs` ahead). */
function retimed(event: JobEvents['job-retry']): JobEvents['job-retry'] {
  return { ...event, wait: { ...event.wait, resumesAt: performance.now() + event.wait.delayMs } };
}

/** A job being followed. */
export interface FollowedJob {
  /** Its id, once the start answered (null: it did not start). */
  readonly id: Promise<string | null>;
  /** Stops it (now, or as soon as its id is known); what arrived is kept. */
  cancel(): void;
  /** Stops listening (the page no longer shows it); the job itself goes on. */
  forget(): void;
}

/**
 * Starts a job with `start` and routes its events to `handlers` until it is done or failed. A start
 * refused at once (a bad profile, a malformed argument) goes to `onRefused`.
 */
export function followJob<K extends JobKind, S extends { jobId: string }>(
  bridge: TonIndexBridge,
  kind: K,
  start: () => Promise<BridgeResult<S>>,
  handlers: JobHandlers<K> & {
    onStarted?: (started: S) => void;
    onRefused: (reply: { ok: false; error: AppErrorInfo }) => void;
  },
): FollowedJob {
  const client = clientOf(bridge);
  let forgotten = false;
  const id = start().then((reply) => {
    if (!reply.ok) {
      if (!forgotten) handlers.onRefused(reply);
      return null;
    }
    const { jobId } = reply.value;
    if (!forgotten) handlers.onStarted?.(reply.value);
    const route: Route = (type, event) => {
      if (forgotten) return;
      if (event.kind === kind) (handlers[type] as ((e: unknown) => void) | undefined)?.(event);
      if (type === 'job-done' || type === 'job-failed') client.routes.delete(jobId);
    };
    client.routes.set(jobId, route);
    const early = client.early.filter((e) => e.event.jobId === jobId);
    client.early = client.early.filter((e) => e.event.jobId !== jobId);
    for (const { type, event } of early) route(type, event);
    return jobId;
  });
  return {
    id,
    cancel() {
      void id.then((jobId) => {
        if (jobId) void bridge.cancelJob({ jobId });
      });
    },
    forget() {
      forgotten = true;
      void id.then((jobId) => {
        if (jobId) client.routes.delete(jobId);
      });
    },
  };
}
