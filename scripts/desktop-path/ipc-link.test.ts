/**
 * The desktop path's IPC really clones, as Electron's does: what the window gets is a structured clone
 * of what main sent (a copy; a class instance arrives as a plain object), and a value that cannot be
 * cloned fails where Electron fails — an answer rejects the invoke (the preload makes it an error
 * result), an event throws at `webContents.send`, an argument rejects before it leaves. Main's side and
 * the window's are the harness's own (ipc-main.ts, ipc-renderer.ts over the REAL createPreloadApi), in
 * one thread; a handler stands in for main's registry.
 */
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { ipcChannel, ipcEventChannel } from '../../shared/bridge/api/bridge-api';
import { CrossingLog } from './crossings';
import { inProcessLink } from './ipc-link';
import { serveIpcMain } from './ipc-main';
import { rendererBridge } from './ipc-renderer';

/** A link with main serving `getSettings` by `answer`, and the window's bridge over it. */
function linked(answer: (arg: unknown) => unknown) {
  const link = inProcessLink();
  const log = new CrossingLog();
  const main = serveIpcMain(link.main, log);
  main.ipcMain.handle(ipcChannel('getSettings'), async (_event, arg) => answer(arg));
  return { main, log, bridge: rendererBridge(link.renderer) };
}

class Settings {
  constructor(readonly profiles: Map<string, { name: string }>) {}
  get count(): number {
    return this.profiles.size;
  }
}

describe('the IPC link of the desktop path', () => {
  it('hands the window a clone of the answer, never the object main holds', async () => {
    const sent = { ok: true, value: new Settings(new Map([['p1', { name: 'Local' }]])) };
    const { bridge } = linked(() => sent);
    const reply = (await bridge.getSettings()) as unknown as typeof sent;
    sent.value.profiles.get('p1')!.name = 'changed after sending';
    expect(reply.ok).toBe(true);
    expect(reply.value).not.toBe(sent.value);
    expect(reply.value).not.toBeInstanceOf(Settings);
    expect(reply.value.profiles).toBeInstanceOf(Map);
    expect(reply.value.profiles.get('p1')).toEqual({ name: 'Local' });
    // A getter is not data: the clone has no `count`.
    expect((reply.value as { count?: number }).count).toBeUndefined();
  });

  it('fails an answer that cannot be cloned as Electron does: the call answers an error', async () => {
    const { bridge } = linked(() => ({ ok: true, value: { activeProfileId: 'p1', format: () => 'text' } }));
    const reply = await bridge.getSettings();
    expect(reply.ok).toBe(false);
    expect(!reply.ok && reply.error.kind).toBe('unexpected');
    expect(!reply.ok && reply.error.detail).toMatch(
      /^Error invoking remote method 'ton-index:getSettings': .*could not be cloned/,
    );
  });

  it('refuses an argument that cannot be cloned before it leaves the window', async () => {
    let reached = false;
    const { bridge } = linked(() => {
      reached = true;
      return { ok: true, value: {} };
    });
    const reply = await (bridge.getSettings as (arg: unknown) => ReturnType<typeof bridge.getSettings>)({
      callback: () => undefined,
    });
    expect(reply.ok).toBe(false);
    expect(!reply.ok && reply.error.detail).toMatch(/could not be cloned/);
    expect(reached).toBe(false);
  });

  it('throws at webContents.send on an event that cannot be cloned, and delivers a clone of one that can', async () => {
    const { main, bridge } = linked(() => ({ ok: true, value: {} }));
    const heard: unknown[] = [];
    bridge.addEventListener('job-done', (event) => heard.push(event));
    expect(() =>
      main.appWindow.send!(ipcEventChannel('job-done'), { jobId: 'job-1', at: Symbol('x') }),
    ).toThrow(/could not be cloned/);
    const event = { jobId: 'job-2', kind: 'lookup', cancelled: false };
    main.appWindow.send!(ipcEventChannel('job-done'), event);
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toEqual(event);
    expect(heard[0]).not.toBe(event);
  });

  it('counts each message at its serialized size, with its shape, both ways', async () => {
    const value = { activeProfileId: 'p1', profiles: [] };
    const { bridge, log } = linked(() => ({ ok: true, value }));
    await bridge.getSettings();
    const [up, down] = log.since(0);
    expect(up).toMatchObject({
      boundary: 'ipc',
      direction: 'up',
      name: 'getSettings',
      bytes: serialize([undefined, undefined]).length,
    });
    expect(down).toMatchObject({
      boundary: 'ipc',
      direction: 'down',
      bytes: serialize({ ok: true, value }).length,
      shape: 'getSettings {activeProfileId,profiles}',
    });
  });
});
