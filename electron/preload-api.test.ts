import { describe, expect, it } from 'vitest';
import {
  BRIDGE_METHODS,
  IPC_CANCEL_CHANNEL,
  ipcChannel,
  ipcEventChannel,
} from '../shared/bridge/api/bridge-api';
import { createPreloadApi, type InvokeFn, type SubscribeFn } from './preload-api';

const RAW = `0:${'ab'.repeat(32)}`;

/** A subscribe for tests that listen to nothing. */
const noSubscribe: SubscribeFn = () => () => undefined;

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

/** A `send` that nothing hears (these calls carry no signal, so nothing is cancelled). */
const noSend = () => undefined;

describe('createPreloadApi', () => {
  it('offers exactly the bridge API methods, as functions, on a frozen object', () => {
    const api = createPreloadApi(
      recordingInvoke(() => undefined),
      noSubscribe,
      noSend,
    );
    expect(Object.keys(api).sort()).toEqual([...BRIDGE_METHODS, 'addEventListener'].sort());
    for (const method of BRIDGE_METHODS) expect(typeof api[method]).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
    expect(() => {
      (api as unknown as Record<string, unknown>).invoke = () => undefined;
    }).toThrow(TypeError);
    expect('invoke' in api).toBe(false);
  });

  it('sends each call on the method’s own channel and hands back main’s reply as it came', async () => {
    const invoke = recordingInvoke(() => ({ ok: true, value: { cancelled: true } }));
    const api = createPreloadApi(invoke, noSubscribe, noSend);
    expect(await api.cancelJob({ jobId: 'job-1-abcdef' })).toEqual({ ok: true, value: { cancelled: true } });
    expect(invoke.sent).toEqual([{ channel: ipcChannel('cancelJob'), arg: { jobId: 'job-1-abcdef' } }]);
  });

  it('sends methods without an argument with none', async () => {
    const invoke = recordingInvoke(() => ({ ok: true, value: {} }));
    await createPreloadApi(invoke, noSubscribe, noSend).getSettings();
    expect(invoke.sent).toEqual([{ channel: ipcChannel('getSettings'), arg: undefined }]);
  });

  it('forwards an argument unchecked: main checks it once, where it arrives (the renderer is not trusted)', async () => {
    const invoke = recordingInvoke(() => ({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'The app sent a malformed "startLookup" request, so it was refused.',
      },
    }));
    const api = createPreloadApi(invoke, noSubscribe, noSend) as unknown as Record<
      string,
      (arg: unknown) => Promise<unknown>
    >;
    const malformed = { addresses: ['EQnot-raw', RAW], inputs: [], includeBoc: true, extra: 1 };
    const reply = await api.startLookup!(malformed);
    expect(invoke.sent).toEqual([{ channel: ipcChannel('startLookup'), arg: malformed }]);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('passes an error result through unchanged', async () => {
    const error = {
      kind: 'rate-limited',
      message: 'The indexer at toncenter.com is rate limiting requests.',
      status: 429,
      retryAfterSeconds: 1,
    };
    const reply = await createPreloadApi(
      recordingInvoke(() => ({ ok: false, error })),
      noSubscribe,
      noSend,
    ).getMasterchainInfo();
    expect(reply).toEqual({ ok: false, error });
  });

  it('answers a failed invoke (no handler in main, a value IPC cannot clone) as an error result, never a rejection', async () => {
    const api = createPreloadApi(
      async () => {
        throw new Error("No handler registered for 'ton-index:getSettings'");
      },
      noSubscribe,
      noSend,
    );
    const reply = await api.getSettings();
    expect(!reply.ok && reply.error).toMatchObject({
      kind: 'unexpected',
      detail: expect.stringContaining('No handler'),
    });
  });

  it('listens to the named job events only, hands a listener the payload, and stops on abort or when asked', () => {
    const channels = new Map<string, (payload: unknown) => void>();
    const subscribe: SubscribeFn = (channel, listener) => {
      channels.set(channel, listener);
      return () => void channels.delete(channel);
    };
    const api = createPreloadApi(
      recordingInvoke(() => undefined),
      subscribe,
      noSend,
    );
    const heard: unknown[] = [];
    const stop = new AbortController();
    api.addEventListener('job-rows', (event) => void heard.push(event), { signal: stop.signal });
    const remove = api.addEventListener('job-done', (event) => void heard.push(event));
    channels.get(ipcEventChannel('job-rows'))!({ jobId: 'job-1-abcdef', kind: 'lookup' });
    expect(heard).toEqual([{ jobId: 'job-1-abcdef', kind: 'lookup' }]);
    stop.abort();
    remove();
    expect([...channels.keys()]).toEqual([]);
    for (const type of ['ton-index:getSettings', 'message', 'job-*', '']) {
      expect(() => api.addEventListener(type as 'job-done', () => undefined)).toThrow(TypeError);
    }
    expect(channels.size).toBe(0);
  });

  it('gives a call made with a signal an id, and sends that id on the cancel channel when the signal aborts', async () => {
    let settle: (reply: unknown) => void = () => undefined;
    const invoked: unknown[][] = [];
    const sent: unknown[][] = [];
    const api = createPreloadApi(
      (channel, arg, callId) => {
        invoked.push([channel, arg, callId]);
        return new Promise((resolve) => (settle = resolve));
      },
      noSubscribe,
      (channel, payload) => void sent.push([channel, payload]),
    );
    const controller = new AbortController();
    const reply = api.runGetMethod(
      { address: '0:' + '0'.repeat(64), method: 'seqno' },
      { signal: controller.signal },
    );
    expect(invoked).toEqual([[ipcChannel('runGetMethod'), expect.any(Object), 1]]);
    controller.abort();
    expect(sent).toEqual([[IPC_CANCEL_CHANNEL, 1]]);
    settle({ ok: false, error: { kind: 'aborted', message: 'The call was cancelled.' } });
    expect(await reply).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    // A call without a signal carries no id; one already aborted is not sent at all.
    void api.getSettings();
    expect(invoked.at(-1)).toEqual([ipcChannel('getSettings'), undefined, undefined]);
    expect(await api.getSettings(undefined, { signal: AbortSignal.abort() })).toMatchObject({
      ok: false,
      error: { kind: 'aborted' },
    });
    expect(invoked).toHaveLength(2);
  });
});
