/**
 * The object the preload exposes as `window.tonIndex`: one named function per bridge-contract method
 * and nothing else (no generic invoke, no ipcRenderer). Each function validates its argument with the
 * contract before anything is sent, and validates the reply before the page sees it, so a bug on
 * either side shows up as a plain error result instead of a wrong screen. Electron-free: the preload
 * passes `ipcRenderer.invoke`, the shell harness passes a Playwright binding.
 */
import { z } from 'zod';
import {
  BRIDGE_METHODS,
  bridgeContract,
  bridgeResultSchema,
  ipcChannel,
  type BridgeMethod,
  type BridgeResult,
  type TonIndexBridge,
} from '../shared/bridge/contract';
import { toErrorInfo } from '../shared/errors';

/**
 * Parse without zod's eval-compiled fast path: this code runs before the page's CSP applies, so zod's
 * probe finds `new Function` allowed, and the compiled parser is then blocked by `script-src 'self'`
 * at the first reply.
 */
const NO_EVAL = { jitless: true } as const;

/** Sends one message to main and resolves with main's reply (`ipcRenderer.invoke`'s shape). */
export type InvokeFn = (channel: string, arg: unknown) => Promise<unknown>;

/** Builds the frozen `window.tonIndex` object over `invoke`. */
export function createPreloadApi(invoke: InvokeFn): TonIndexBridge {
  const call = async (method: BridgeMethod, arg: unknown): Promise<BridgeResult<unknown>> => {
    const spec = bridgeContract[method];
    const parsed = spec.arg.safeParse(arg, NO_EVAL);
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          kind: 'invalid-input',
          message: `The request "${method}" was not sent because its input is not valid.`,
          detail: z.prettifyError(parsed.error),
        },
      };
    }
    let reply: unknown;
    try {
      reply = await invoke(ipcChannel(method), parsed.data);
    } catch (error) {
      return { ok: false, error: toErrorInfo(error) };
    }
    const checked = bridgeResultSchema(spec.result).safeParse(reply, NO_EVAL);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return {
        ok: false,
        error: {
          kind: 'schema',
          message: `The app's answer to "${method}" was not in the expected form, so it was not shown.`,
          detail: z.prettifyError(checked.error),
          ...(issue ? { path: issue.path.join('.') } : {}),
        },
      };
    }
    return checked.data as BridgeResult<unknown>;
  };
  const api = Object.fromEntries(
    BRIDGE_METHODS.map((method) => [method, (arg?: unknown) => call(method, arg)]),
  );
  return Object.freeze(api) as TonIndexBridge;
}
