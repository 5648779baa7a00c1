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
import { bridgeApi, type BridgeHandlers, type BridgeMethod, type BridgeResult } from './api/bridge-api';

/** Answers one call: a method name and the argument exactly as it arrived. */
export type BridgeDispatch = (method: BridgeMethod, arg: unknown) => Promise<BridgeResult<unknown>>;

/** A dispatch over `handlers` (all of them, or the group one process serves). */
export function createBridgeDispatch(
  handlers: Partial<BridgeHandlers>,
  options: { logger?: BridgeLogger } = {},
): BridgeDispatch {
  return async (method, arg) => {
    const handler = Object.hasOwn(bridgeApi, method)
      ? (handlers[method] as ((arg: unknown) => Promise<unknown>) | undefined)
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
      return { ok: true, value: await handler(parsed.data) };
    } catch (error) {
      return { ok: false, error: toErrorInfo(error) };
    }
  };
}

/** A `window.tonIndex`-shaped object over a dispatch: one named method per API entry. */
export function bridgeOver<T>(dispatch: BridgeDispatch, methods: readonly BridgeMethod[]): T {
  return Object.fromEntries(methods.map((method) => [method, (arg?: unknown) => dispatch(method, arg)])) as T;
}
