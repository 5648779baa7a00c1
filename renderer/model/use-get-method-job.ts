/**
 * One get-method run of the detail's form, as a job (jobs-api.ts `startGetMethod`): the emulator runs
 * where the client is, the result comes back as the job's rows, and Cancel stops the emulation at once.
 * A run started while another is shown replaces it (the older one is cancelled and forgotten).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BridgeArg } from '../../shared/bridge/api/bridge-api';
import type { AppErrorInfo } from '../../shared/errors';
import type { GetMethodResult } from '../../shared/tvm/runner';
import { useBridge } from '../bridge/bridge-context';
import { followJob, type FollowedJob } from './job-client';

/** Where the form's run is. */
export type GetMethodRun =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; result: GetMethodResult }
  | { state: 'failed'; error: AppErrorInfo };

/** The form's run: its state, `start` and `cancel`. */
export function useGetMethodJob(): {
  run: GetMethodRun;
  start(arg: BridgeArg<'startGetMethod'>): void;
  cancel(): void;
} {
  const { bridge } = useBridge();
  const [run, setRun] = useState<GetMethodRun>({ state: 'idle' });
  const current = useRef<FollowedJob | null>(null);
  // The page closing the form stops its run: nobody would see the answer.
  useEffect(
    () => () => {
      current.current?.cancel();
      current.current?.forget();
    },
    [],
  );
  const start = useCallback(
    (arg: BridgeArg<'startGetMethod'>) => {
      current.current?.cancel();
      current.current?.forget();
      setRun({ state: 'running' });
      const job = followJob(bridge, 'get-method', () => bridge.startGetMethod(arg), {
        onRefused: (reply) => setRun({ state: 'failed', error: reply.error }),
        'job-rows': (event) => setRun({ state: 'done', result: event.result }),
        'job-failed': (event) => setRun({ state: 'failed', error: event.error }),
      });
      current.current = job;
    },
    [bridge],
  );
  const cancel = useCallback(() => current.current?.cancel(), []);
  return { run, start, cancel };
}
