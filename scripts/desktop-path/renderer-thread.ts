/**
 * The app window's thread: its own event loop, as the renderer has its own process in Electron. It holds
 * the bridge the preload makes over the IPC link (ipc-renderer.ts) and the window's actions
 * (renderer-actions.ts), and answers the harness's calls on a control port of its own, which is not part
 * of what the walks count.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import { portEnd } from './ipc-link';
import { rendererBridge } from './ipc-renderer';
import { RendererActions } from './renderer-actions';
import { takeCoverage } from './thread-coverage';
import type { RendererCall, RendererReply } from './renderer-calls';

const { ipcPort, controlPort } = workerData as { ipcPort: MessagePort; controlPort: MessagePort };
const actions = new RendererActions(rendererBridge(portEnd(ipcPort)));

/** Answers one call. */
async function answer(call: RendererCall): Promise<unknown> {
  switch (call.action) {
    case 'open':
      return actions.open();
    case 'lookup':
      return actions.lookup(call.arg);
    case 'detail':
      return actions.detail(call.arg);
    case 'getMethod':
      return actions.getMethod(call.arg.raw, call.arg.method);
    case 'coverage':
      return takeCoverage();
  }
}

controlPort.on('message', ({ id, call }: { id: number; call: RendererCall }) => {
  void answer(call).then(
    (value): void => controlPort.postMessage({ id, ok: true, value } satisfies RendererReply),
    (error: unknown): void =>
      controlPort.postMessage({
        id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RendererReply),
  );
});
