/**
 * The preload script (bundled to one CommonJS file, out/preload/preload.cjs, because a sandboxed
 * preload can require nothing but 'electron'). It exposes the named bridge methods and the named job
 * events, and nothing else.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { createPreloadApi } from './preload-api';

contextBridge.exposeInMainWorld(
  'tonIndex',
  createPreloadApi(
    (channel, arg, callId) => ipcRenderer.invoke(channel, arg, callId),
    (channel, listener) => {
      // Only main sends to a window (Electron has no renderer-to-renderer sending); the page gets the
      // payload, never the event object.
      const onMessage = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
      ipcRenderer.on(channel, onMessage);
      return () => void ipcRenderer.removeListener(channel, onMessage);
    },
    (channel, payload) => ipcRenderer.send(channel, payload),
  ),
);
