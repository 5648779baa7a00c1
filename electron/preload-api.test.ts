import { describe, expect, it } from 'vitest';
import { BRIDGE_METHODS, ipcChannel } from '../shared/bridge/api/bridge-api';
import { createPreloadApi, type InvokeFn } from './preload-api';

const RAW = `0:${'ab'.repeat(32)}`;

/** An invoke that records what was sent and answers with `reply(channel, arg)`. */
function recordingInvoke(
  reply: (channel: string, arg: unknown) => unknown,
): InvokeFn & { sent: { channel: string; arg: unknown }[] } {
  const sent: { channel: string; arg: unknown }[] = [];
  const invoke = async (channel: string, arg: unknown) => {
    sent.push({ channel, arg: structuredClone(arg) });
    return structuredClone(reply(channel, arg));
  };
  return Object.assign(invoke, { sent });
}

describe('createPreloadApi', () => {
  it('offers exactly the bridge API methods, as functions, on a frozen object', () => {
    const api = createPreloadApi(recordingInvoke(() => undefined));
    expect(Object.keys(api).sort()).toEqual([...BRIDGE_METHODS].sort());
    for (const method of BRIDGE_METHODS) expect(typeof api[method]).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
    expect(() => {
      (api as unknown as Record<string, unknown>).invoke = () => undefined;
    }).toThrow(TypeError);
    expect('invoke' in api).toBe(false);
  });

  it('sends each call on the method’s own channel and hands back main’s reply as it came', async () => {
    const invoke = recordingInvoke(() => ({ ok: true, value: { cancelled: true } }));
    const api = createPreloadApi(invoke);
    expect(await api.cancelRequest({ requestId: 'r-1' })).toEqual({ ok: true, value: { cancelled: true } });
    expect(invoke.sent).toEqual([{ channel: ipcChannel('cancelRequest'), arg: { requestId: 'r-1' } }]);
  });

  it('sends methods without an argument with none', async () => {
    const invoke = recordingInvoke(() => ({ ok: true, value: {} }));
    await createPreloadApi(invoke).getSettings();
    expect(invoke.sent).toEqual([{ channel: ipcChannel('getSettings'), arg: undefined }]);
  });

  it('forwards an argument unchecked: main checks it once, where it arrives (the renderer is not trusted)', async () => {
    const invoke = recordingInvoke(() => ({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'The app sent a malformed "lookupAccounts" request, so it was refused.',
      },
    }));
    const api = createPreloadApi(invoke) as unknown as Record<string, (arg: unknown) => Promise<unknown>>;
    const malformed = { requestId: 'r', addresses: ['EQnot-raw', RAW], includeBoc: true, extra: 1 };
    const reply = await api.lookupAccounts!(malformed);
    expect(invoke.sent).toEqual([{ channel: ipcChannel('lookupAccounts'), arg: malformed }]);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('passes an error result through unchanged', async () => {
    const error = {
      kind: 'rate-limited',
      message: 'The indexer at toncenter.com is rate limiting requests.',
      status: 429,
      retryAfterSeconds: 1,
    };
    const reply = await createPreloadApi(recordingInvoke(() => ({ ok: false, error }))).getMasterchainInfo();
    expect(reply).toEqual({ ok: false, error });
  });

  it('answers a failed invoke (no handler in main, a value IPC cannot clone) as an error result, never a rejection', async () => {
    const api = createPreloadApi(async () => {
      throw new Error("No handler registered for 'ton-index:getSettings'");
    });
    const reply = await api.getSettings();
    expect(!reply.ok && reply.error).toMatchObject({
      kind: 'unexpected',
      detail: expect.stringContaining('No handler'),
    });
  });
});
