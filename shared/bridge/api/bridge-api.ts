/**
 * The bridge API: what the renderer may ask of the privileged side, one group per feature (the files
 * beside this one), each method with zod schemas for its argument and result. Its behaviour is
 * implemented once (the handlers in shared/bridge) and carried by three transports — the Electron IPC
 * registry behind the preload, the in-page web bridge, and the e2e shell harness — which the renderer
 * cannot tell apart.
 *
 * Arguments come from the renderer and are parsed with these schemas exactly once, where they arrive
 * (shared/bridge/dispatch.ts: main's IPC registry in Electron, the in-page dispatch or the log worker
 * on the web). Results are made by trusted code and cross back typed, not re-parsed; the result schemas
 * are the single source of those types.
 *
 * Every method takes at most one argument and answers a {@link BridgeResult}. A group's method names are
 * the keys of its definition ({@link methodsOf}); nothing lists them again by hand.
 */
import type { z } from 'zod';
import type { JobEvents, JobEventSink, JobEventType } from '../../jobs/job-events';
import { indexApi } from './index-api';
import { insightApi } from './insight-api';
import { jobsApi } from './jobs-api';
import { labelsApi } from './labels-api';
import { listFileApi } from './list-file-api';
import { librariesApi } from './libraries-api';
import { lookupLogApi } from './lookup-log-api';
import { settingsApi } from './settings-api';
import { storageApi } from './storage-api';
import { systemApi } from './system-api';
import { watchApi } from './watch-api';

export type { BridgeResult } from './api-parts';
import type { BridgeResult } from './api-parts';

/** One method's definition: the schema of its argument and of its result. */
export interface MethodDefinition {
  readonly arg: z.ZodType;
  readonly result: z.ZodType;
}

/** A feature's group of methods. */
export type ApiGroup = Readonly<Record<string, MethodDefinition>>;

/** Every method of the bridge, the groups together. */
export const bridgeApi = {
  ...indexApi,
  ...jobsApi,
  ...listFileApi,
  ...settingsApi,
  ...systemApi,
  ...lookupLogApi,
  ...insightApi,
  ...labelsApi,
  ...watchApi,
  ...storageApi,
  ...librariesApi,
} as const;

/** The API's shape, for implementations that want to be checked against it. */
export type BridgeApi = typeof bridgeApi;
/** The name of a bridge method. */
export type BridgeMethod = keyof BridgeApi;
/** The names of all bridge methods, in a stable order. */
export const BRIDGE_METHODS = Object.keys(bridgeApi) as BridgeMethod[];

/** The method names of a group (a union of groups: each one's). */
export type MethodsOf<G> = G extends unknown ? keyof G & BridgeMethod : never;

/** The method names of one or more groups, from their definitions. */
export function methodsOf<Gs extends ApiGroup[]>(...groups: Gs): MethodsOf<Gs[number]>[] {
  return groups.flatMap((group) => Object.keys(group)) as MethodsOf<Gs[number]>[];
}

/** Input type of a method's argument (what a caller writes). */
export type BridgeArg<M extends BridgeMethod> = z.input<BridgeApi[M]['arg']>;
/** A method's argument after its schema checked it (what a handler gets). */
export type BridgeParsedArg<M extends BridgeMethod> = z.output<BridgeApi[M]['arg']>;
/** Output type of a method's result value. */
export type BridgeValue<M extends BridgeMethod> = z.output<BridgeApi[M]['result']>;

/**
 * Who called a method: the window's sink for the events of the jobs it starts, and the call's signal —
 * aborted when the window cancels the call (or goes away), so one-answer work stops at once.
 */
export interface BridgeCaller {
  readonly events: JobEventSink;
  readonly signal: AbortSignal;
}

/**
 * A handler per method of `M`: the checked argument and the caller in, the typed value out. The
 * dispatch always gives the caller; a handler called directly (a test) may go without one.
 */
export type HandlersOf<M extends BridgeMethod> = {
  [K in M]: (arg: BridgeParsedArg<K>, caller?: BridgeCaller) => Promise<BridgeValue<K>>;
};
/** A handler for every method. */
export type BridgeHandlers = HandlersOf<BridgeMethod>;

/** How one call is made: `signal` cancels it (the far side's work stops; the call answers `aborted`). */
export interface CallOptions {
  signal?: AbortSignal;
}

/** One named async method per API entry. */
export type BridgeMethods = {
  [M in BridgeMethod]: undefined extends BridgeArg<M>
    ? (arg?: BridgeArg<M>, options?: CallOptions) => Promise<BridgeResult<BridgeValue<M>>>
    : (arg: BridgeArg<M>, options?: CallOptions) => Promise<BridgeResult<BridgeValue<M>>>;
};

/**
 * The push channel, in the manner of electron/fiddle's preload: named events only, each with its typed
 * payload, for the window that started the job. The listener is removed when `options.signal` aborts,
 * or by calling the function answered.
 */
export interface BridgeEvents {
  addEventListener<T extends JobEventType>(
    type: T,
    listener: (event: JobEvents[T]) => void,
    options?: { signal?: AbortSignal },
  ): () => void;
}

/** What `window.tonIndex` offers: the methods and the events. */
export type TonIndexBridge = BridgeMethods & BridgeEvents;

/** The IPC channel of a method (Electron only): one fixed channel per named method. */
export function ipcChannel(method: BridgeMethod): string {
  return `ton-index:${method}`;
}

/** The IPC channel on which the window cancels a call it made with a signal (Electron only). */
export const IPC_CANCEL_CHANNEL = 'ton-index:cancel';

/** The IPC channel of an event (Electron only): one fixed channel per named event, main to the window. */
export function ipcEventChannel(type: JobEventType): string {
  return `ton-index:event:${type}`;
}
