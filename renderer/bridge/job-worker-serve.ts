/**
 * What the web build's job worker serves (job-worker.ts), apart from where its stores and emulator come
 * from, so that the bridge API suite runs the same code in Node: the shared back end
 * (shared/bridge/back-end.ts) over a settings mirror the page keeps up to date, answering calls on the
 * port, sending each job's events and each watch notification back to the page on the same port.
 */
import { createBackEnd, type BackEnd, type BackEndDeps } from '../../shared/bridge/back-end';
import { createBridgeDispatch } from '../../shared/bridge/dispatch';
import type { JobEventSink } from '../../shared/jobs/job-events';
import { serveOverPort, type PortLike } from './port-dispatch';
import { createSettingsMirror, isSettingsMessage } from './settings-mirror';

/** A job event as it travels to the page. */
export interface EventMessage {
  event: { type: string; payload: unknown };
}

/** A watch notification as it travels to the page (which shows it: the permission is the page's). */
export interface NotificationMessage {
  notification: Parameters<NonNullable<BackEndDeps['notifier']>['notify']>[0];
}

/** Serves the back end on `port`; the watch list's timer starts with the first settings (unless told not to). */
export function serveBackEnd(
  port: PortLike,
  deps: Omit<BackEndDeps, 'settings' | 'secrets' | 'notifier'> & { startWatcher?: boolean },
): BackEnd {
  const mirror = createSettingsMirror();
  const owner = createBackEnd({
    ...deps,
    settings: mirror.settings,
    secrets: mirror.secrets,
    notifier: {
      notify: (notification) => port.postMessage({ notification } satisfies NotificationMessage),
    },
  });
  const events: JobEventSink = {
    emit: (type, payload) => port.postMessage({ event: { type, payload } } satisfies EventMessage),
  };
  let configured = false;
  serveOverPort(port, createBridgeDispatch(owner.handlers, deps.logger ? { logger: deps.logger } : {}), {
    events,
    onMessage: (data) => {
      if (!isSettingsMessage(data)) return;
      mirror.update(data.settings);
      if (!configured && (deps.startWatcher ?? true)) owner.watcher.start();
      configured = true;
    },
  });
  return owner;
}
