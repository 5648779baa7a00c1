/**
 * The window's end of the push channel where no IPC carries it (the web build's worker messages, the
 * shell harness's binding): listeners per named event, the payload handed to each. Only the named job
 * events can be listened to; a listener that throws does not keep the others from hearing the event.
 */
import type { BridgeEvents } from './api/bridge-api';
import { isJobEventType, type JobEventSink, type JobEventType } from '../jobs/job-events';

/** Listeners, and the way events reach them. */
export interface EventHub extends BridgeEvents, JobEventSink {}

/** Creates an empty hub. */
export function createEventHub(): EventHub {
  const listeners = new Map<JobEventType, Set<(payload: unknown) => void>>();
  return {
    addEventListener(type, listener, options) {
      if (!isJobEventType(type)) throw new TypeError(`"${String(type)}" is not an event of the bridge.`);
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      const entry = (payload: unknown) => (listener as (p: unknown) => void)(payload);
      set.add(entry);
      const remove = () => void set.delete(entry);
      const signal = options?.signal;
      if (signal?.aborted) remove();
      else signal?.addEventListener('abort', remove, { once: true });
      return remove;
    },
    emit(type, payload) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          listener(payload);
        } catch {
          // One listener's fault is its own.
        }
      }
    },
  };
}
