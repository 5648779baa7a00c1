/**
 * The one place a bridge call is checked: the argument, which comes from the renderer, is parsed with
 * its API schema exactly once, where it arrives (main's IPC registry in Electron, the in-page
 * bridge or the log worker on the web), then handed to the handler. The handler's answer is trusted
 * code's and goes back typed, unparsed; anything it throws becomes an error envelope, never a throw
 * across the transport and never a stack.
 */
import { z } from 'zod';
import { toErrorInfo } from '../errors';
import type { BridgeLogger } from './bridge-deps';
import { NO_EVENTS } from '../jobs/job-events';
import {
  bridgeApi,
  type CallOptions,
  type BridgeCaller,
  type BridgeHandlers,
  type BridgeMethod,
  type BridgeMethods,
  type BridgeResult,
} from './api/bridge-api';

/**
 * Answers one call: a method name and the argument exactly as it arrived, and who called (the sink of
 * the window's job events and the call's signal; none for a caller that cannot listen or cancel).
 */
export type BridgeDispatch = (
  method: BridgeMethod,
  arg: unknown,
  caller?: BridgeCaller,
) => Promise<BridgeResult<unknown>>;

/** A caller that hears no events and never cancels (a handler called directly). */
export const NO_CALLER: BridgeCaller = { events: NO_EVENTS, signal: new AbortController().signal };

/** A dispatch over `handlers` (all of them, or the group one process serves). */
export function createBridgeDispatch(
  handlers: Partial<BridgeHandlers>,
  options: { logger?: BridgeLogger } = {},
): BridgeDispatch {
  return async (method, arg, caller = NO_CALLER) => {
    const handler = Object.hasOwn(bridgeApi, method)
      ? (handlers[method] as ((arg: unknown, caller: BridgeCaller) => Promise<unknown>) | undefined)
      : undefined;
    if (!handler) {
      return {
        ok: false,
        error: {
          kind: 'unexpected',
          message: `This version of the app's back end does not offer "${String(method)}".`,
        },
      };
    }
    const parsed = bridgeApi[method].arg.safeParse(arg);
    if (!parsed.success) {
      options.logger?.warn('Refused a malformed bridge call', { method });
      return {
        ok: false,
        error: {
          kind: 'invalid-input',
          message: `The app sent a malformed "${method}" request, so it was refused.`,
          detail: z.prettifyError(parsed.error),
        },
      };
    }
    try {
      return { ok: true, value: await handler(parsed.data, caller) };
    } catch (error) {
      if (caller.signal.aborted)
        return { ok: false, error: { kind: 'aborted', message: 'The call was cancelled.' } };
      return { ok: false, error: toErrorInfo(error) };
    }
  };
}

/**
 * Named methods over a dispatch in the same thread (the methods of `window.tonIndex` the page serves
 * itself), all called as `events`' window; a call's signal reaches its handler as it is.
 */
export function methodsOver<M extends BridgeMethod>(
  dispatch: BridgeDispatch,
  methods: readonly M[],
  events: BridgeCaller['events'] = NO_EVENTS,
): Pick<BridgeMethods, M> {
  return Object.fromEntries(
    methods.map((method) => [
      method,
      (arg?: unknown, options?: CallOptions) =>
        dispatch(method, arg, { events, signal: options?.signal ?? NO_CALLER.signal }),
    ]),
  ) as Pick<BridgeMethods, M>;
}
