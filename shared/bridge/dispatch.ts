/**
 * The one place a bridge call is checked: the argument, which comes from the renderer, is parsed with
 * the contract's schema exactly once, where it arrives (main's IPC registry in Electron, the in-page
 * bridge or the log worker on the web), then handed to the handler. The handler's answer is trusted
 * code's and goes back typed, unparsed; anything it throws becomes an error envelope, never a throw
 * across the transport and never a stack.
 */
import { z } from 'zod';
import { toErrorInfo } from '../errors';
import type { BridgeLogger } from './bridge-deps';
import { bridgeContract, type BridgeMethod, type BridgeResult } from './contract';
import type { BridgeHandlers } from './handlers';

/** Answers one call: a method name and the argument exactly as it arrived. */
export type BridgeDispatch = (method: BridgeMethod, arg: unknown) => Promise<BridgeResult<unknown>>;

/** A dispatch over `handlers` (all of them, or the group one process serves). */
export function createBridgeDispatch(
  handlers: Partial<BridgeHandlers>,
  options: { logger?: BridgeLogger } = {},
): BridgeDispatch {
  return async (method, arg) => {
    const handler = Object.hasOwn(bridgeContract, method)
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
    const parsed = bridgeContract[method].arg.safeParse(arg);
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

/** A `window.tonIndex`-shaped object over a dispatch: one named method per contract entry. */
export function bridgeOver<T>(dispatch: BridgeDispatch, methods: readonly BridgeMethod[]): T {
  return Object.fromEntries(methods.map((method) => [method, (arg?: unknown) => dispatch(method, arg)])) as T;
}
