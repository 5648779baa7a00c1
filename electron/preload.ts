/**
 * The preload script (bundled to one CommonJS file, out/preload/preload.cjs, because a sandboxed
 * preload can require nothing but 'electron'). It exposes the named bridge methods and nothing else.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadApi } from './preload-api';

contextBridge.exposeInMainWorld(
  'tonIndex',
  createPreloadApi((channel, arg) => ipcRenderer.invoke(channel, arg)),
);
