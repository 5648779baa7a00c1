/**
 * One get-method run of the detail's form, as one cancellable bridge call (insight-api.ts
 * `runGetMethod`): the account is named by its address — its state, with its code and data, is the
 * account store's behind the bridge — the emulator runs there, and Cancel aborts the call, which stops
 * the emulation at once. A run started while another is shown replaces it (the older one is aborted).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BridgeArg } from '../../shared/bridge/api/bridge-api';
import type { AppErrorInfo } from '../../shared/errors';
import type { GetMethodResult } from '../../shared/tvm/runner';
import { useBridge } from '../bridge/bridge-context';

/** Where the form's run is. */
export type GetMethodRun =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; result: GetMethodResult }
  | { state: 'failed'; error: AppErrorInfo };

/** The form's run: its state, `start` and `cancel`. */
export function useGetMethodCall(): {
  run: GetMethodRun;
  start(arg: BridgeArg<'runGetMethod'>): void;
  cancel(): void;
} {
  const { bridge } = useBridge();
  const [run, setRun] = useState<GetMethodRun>({ state: 'idle' });
  const current = useRef<AbortController | null>(null);
  // The page closing the form stops its run: nobody would see the answer.
  useEffect(() => () => current.current?.abort(), []);
  const start = useCallback(
    (arg: BridgeArg<'runGetMethod'>) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setRun({ state: 'running' });
      void bridge.runGetMethod(arg, { signal: controller.signal }).then((reply) => {
        if (current.current !== controller) return;
        setRun(reply.ok ? { state: 'done', result: reply.value } : { state: 'failed', error: reply.error });
      });
    },
    [bridge],
  );
  const cancel = useCallback(() => current.current?.abort(), []);
  return { run, start, cancel };
}
