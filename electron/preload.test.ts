/** The preload's wiring, with 'electron' replaced by recording fakes. */
import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_METHODS, ipcChannel } from '../shared/bridge/api/bridge-api';

const h = vi.hoisted(() => ({
  exposed: [] as [string, unknown][],
  invoked: [] as [string, unknown][],
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => void h.exposed.push([key, api]) },
  ipcRenderer: {
    invoke: async (channel: string, arg: unknown) => {
      h.invoked.push([channel, arg]);
      return { ok: true, value: { cancelled: false } };
    },
    // Present on the real ipcRenderer; the preload must not hand it (or any of it) to the page.
    send: () => undefined,
    on: () => undefined,
  },
  default: {},
}));

describe('preload', () => {
  it('exposes exactly one frozen object, window.tonIndex, with the bridge API’s methods and nothing else', async () => {
    await import('./preload');
    expect(h.exposed.map(([key]) => key)).toEqual(['tonIndex']);
    const api = h.exposed[0]![1] as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual([...BRIDGE_METHODS].sort());
    expect(Object.isFrozen(api)).toBe(true);
    for (const name of ['invoke', 'send', 'on', 'ipcRenderer']) expect(api[name]).toBeUndefined();
  });

  it('forwards a call to ipcRenderer.invoke on the method’s channel', async () => {
    const api = h.exposed[0]![1] as { cancelRequest(arg: unknown): Promise<unknown> };
    expect(await api.cancelRequest({ requestId: 'abc' })).toEqual({ ok: true, value: { cancelled: false } });
    expect(h.invoked).toEqual([[ipcChannel('cancelRequest'), { requestId: 'abc' }]]);
  });

  it('forwards an invalid call unchanged: main checks every argument once, where it arrives', async () => {
    const api = h.exposed[0]![1] as { cancelRequest(arg: unknown): Promise<{ ok: boolean }> };
    await api.cancelRequest({ requestId: 'a b c' });
    expect(h.invoked.at(-1)).toEqual([ipcChannel('cancelRequest'), { requestId: 'a b c' }]);
  });
});
