/** The preload's wiring, with 'electron' replaced by recording fakes. */
import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_METHODS, ipcChannel, ipcEventChannel } from '../shared/bridge/api/bridge-api';

const h = vi.hoisted(() => ({
  exposed: [] as [string, unknown][],
  invoked: [] as [string, unknown][],
  listeners: new Map<string, (event: unknown, payload: unknown) => void>(),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => void h.exposed.push([key, api]) },
  ipcRenderer: {
    invoke: async (channel: string, arg: unknown) => {
      h.invoked.push([channel, arg]);
      return { ok: true, value: { cancelled: false } };
    },
    on: (channel: string, listener: (event: unknown, payload: unknown) => void) =>
      void h.listeners.set(channel, listener),
    removeListener: (channel: string) => void h.listeners.delete(channel),
    // Present on the real ipcRenderer; the preload must not hand it (or any of it) to the page.
    send: () => undefined,
  },
  default: {},
}));

describe('preload', () => {
  it('exposes exactly one frozen object, window.tonIndex, with the bridge API’s methods and nothing else', async () => {
    await import('./preload');
    expect(h.exposed.map(([key]) => key)).toEqual(['tonIndex']);
    const api = h.exposed[0]![1] as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual([...BRIDGE_METHODS, 'addEventListener'].sort());
    expect(Object.isFrozen(api)).toBe(true);
    for (const name of ['invoke', 'send', 'on', 'ipcRenderer']) expect(api[name]).toBeUndefined();
  });

  it('forwards a call to ipcRenderer.invoke on the method’s channel', async () => {
    const api = h.exposed[0]![1] as { cancelJob(arg: unknown): Promise<unknown> };
    expect(await api.cancelJob({ jobId: 'job-1-abcdef' })).toEqual({ ok: true, value: { cancelled: false } });
    expect(h.invoked).toEqual([[ipcChannel('cancelJob'), { jobId: 'job-1-abcdef' }]]);
  });

  it('hands a listener of a named event the payload main sends on its channel, never the IPC event', async () => {
    const api = h.exposed[0]![1] as {
      addEventListener(
        type: string,
        listener: (p: unknown) => void,
        o?: { signal?: AbortSignal },
      ): () => void;
    };
    const heard: unknown[][] = [];
    const stop = new AbortController();
    api.addEventListener('job-done', (...args) => void heard.push(args), { signal: stop.signal });
    h.listeners.get(ipcEventChannel('job-done'))!({ sender: 'main', ports: [] }, { jobId: 'job-1-abcdef' });
    expect(heard).toEqual([[{ jobId: 'job-1-abcdef' }]]);
    stop.abort();
    expect(h.listeners.has(ipcEventChannel('job-done'))).toBe(false);
    expect(() => api.addEventListener('ton-index:getSettings', () => undefined)).toThrow(TypeError);
  });

  it('forwards an invalid call unchanged: main checks every argument once, where it arrives', async () => {
    const api = h.exposed[0]![1] as { cancelJob(arg: unknown): Promise<{ ok: boolean }> };
    await api.cancelJob({ jobId: 'a b c' });
    expect(h.invoked.at(-1)).toEqual([ipcChannel('cancelJob'), { jobId: 'a b c' }]);
  });
});
