/**
 * React access to the bridge, and the one way screens call it: `callBridge` unwraps the result envelope
 * and throws {@link BridgeError} (carrying the serialisable error info) so react-query sees a failure.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { BridgeResult, TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { toErrorInfo, type AppErrorInfo } from '../../shared/errors';
import type { BridgeKind } from './install-bridge';

/** A failed bridge call. `info` is what the error view renders; there is never a stack to show. */
export class BridgeError extends Error {
  readonly info: AppErrorInfo;
  constructor(info: AppErrorInfo) {
    super(info.message);
    this.name = 'BridgeError';
    this.info = info;
  }
}

/** The value of a successful envelope, or a thrown {@link BridgeError}. */
export async function unwrap<T>(result: Promise<BridgeResult<T>>): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.value;
  throw new BridgeError(settled.error);
}

/** The error info of anything react-query hands back. */
export function errorInfoOf(error: unknown): AppErrorInfo {
  return error instanceof BridgeError ? error.info : toErrorInfo(error);
}

interface BridgeContextValue {
  bridge: TonIndexBridge;
  kind: BridgeKind;
}

const BridgeContext = createContext<BridgeContextValue | null>(null);

/** Provides the bridge to the tree. */
export function BridgeProvider(props: { bridge: TonIndexBridge; kind: BridgeKind; children: ReactNode }) {
  return (
    <BridgeContext.Provider value={{ bridge: props.bridge, kind: props.kind }}>
      {props.children}
    </BridgeContext.Provider>
  );
}

/** Which bridge the page runs on (what a screen says differs between the desktop app and the web). */
export function useBridgeKind(): BridgeKind {
  return useBridge().kind;
}

/** The bridge and its kind (renderer/model only: screens reach the bridge through it — lint). */
export function useBridge(): BridgeContextValue {
  const value = useContext(BridgeContext);
  if (!value) throw new Error('useBridge outside BridgeProvider');
  return value;
}
