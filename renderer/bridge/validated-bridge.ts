/**
 * Wraps whatever implements the bridge (Electron preload, e2e shell harness, in-page web bridge) so that
 * every argument is checked against the contract before it leaves the renderer and every reply after it
 * arrives. A reply that does not match the contract becomes a `schema` error, never data on screen.
 */
import { BRIDGE_METHODS, bridgeContract, bridgeResultSchema, type BridgeMethod, type TonIndexBridge } from '../../shared/bridge/contract';
import type { AppErrorInfo } from '../../shared/errors';
import { formatPath } from '../../shared/client/decode';

/** A failed envelope with the given error. */
function failure(error: AppErrorInfo) {
  return { ok: false as const, error };
}

/** Validates one call: argument out, envelope back. */
async function validatedCall(target: Partial<Record<BridgeMethod, unknown>>, method: BridgeMethod, arg: unknown): Promise<unknown> {
  const spec = bridgeContract[method];
  const parsedArg = spec.arg.safeParse(arg);
  if (!parsedArg.success) {
    const issue = parsedArg.error.issues[0];
    return failure({
      kind: 'invalid-input',
      message: `The app tried to send an invalid request (${method}); nothing was sent.`,
      detail: issue ? `${formatPath(issue.path)}: ${issue.message}` : undefined,
    });
  }
  const fn = target[method];
  if (typeof fn !== 'function') {
    return failure({ kind: 'unexpected', message: `This version of the app's back end does not offer "${method}".` });
  }
  let reply: unknown;
  try {
    reply = await (fn as (a: unknown) => Promise<unknown>).call(target, parsedArg.data);
  } catch (error) {
    // A bridge should answer errors as data; a throw is a defect or an IPC failure. Show it plainly.
    return failure({
      kind: 'unexpected',
      message: 'The app could not reach its back end for this request.',
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  const parsed = bridgeResultSchema(spec.result).safeParse(reply);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Paths start at the envelope (`value.last.seqno`); the person needs the field inside it.
    const path = issue ? formatPath(issue.path[0] === 'value' ? issue.path.slice(1) : issue.path) : undefined;
    return failure({
      kind: 'schema',
      message: `The app's back end answered "${method}" with something this screen does not understand${path ? ` (field ${path})` : ''}.`,
      detail: issue?.message,
      path,
    });
  }
  return parsed.data;
}

/** A bridge whose every method validates against the contract. */
export function validatedBridge(target: Partial<Record<BridgeMethod, unknown>>): TonIndexBridge {
  const bridge: Record<string, (arg?: unknown) => Promise<unknown>> = {};
  for (const method of BRIDGE_METHODS) bridge[method] = (arg?: unknown) => validatedCall(target, method, arg);
  return bridge as unknown as TonIndexBridge;
}
