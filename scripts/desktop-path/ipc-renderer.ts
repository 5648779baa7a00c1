/**
 * The window's side of the IPC link: `window.tonIndex` as the preload makes it — the REAL
 * `createPreloadApi` (electron/preload-api.ts) — over `ipcRenderer`'s invoke, send and on/removeListener
 * carried by the V8 serializer (ipc-link.ts). An argument that cannot be cloned rejects the invoke, and
 * so does an answer main could not send, as in Electron; the preload turns either into an error result.
 */
import { createPreloadApi } from '../../electron/preload-api';
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import { fromWire, toWire, type IpcEnd } from './ipc-link';

/** The bridge a window gets over `end`. */
export function rendererBridge(end: IpcEnd): TonIndexBridge {
  let lastId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();

  end.listen((packet) => {
    if (packet.t === 'event') {
      const [payload] = fromWire(packet.body) as [unknown];
      for (const listener of listeners.get(packet.channel) ?? []) listener(payload);
      return;
    }
    if (packet.t !== 'reply' && packet.t !== 'rejected') return;
    const call = waiting.get(packet.id);
    waiting.delete(packet.id);
    if (packet.t === 'reply') call?.resolve(fromWire(packet.body));
    else call?.reject(new Error(packet.message));
  });

  return createPreloadApi(
    async (channel, arg, callId) => {
      const body = toWire([arg, callId]);
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        end.post({ t: 'invoke', id, channel, body });
      });
    },
    (channel, listener) => {
      let own = listeners.get(channel);
      if (!own) listeners.set(channel, (own = new Set()));
      own.add(listener);
      return () => void own.delete(listener);
    },
    (channel, payload) => end.post({ t: 'send', channel, body: toWire([payload]) }),
  );
}
