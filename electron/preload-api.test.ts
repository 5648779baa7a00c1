import { describe, expect, it } from 'vitest';
import { BRIDGE_METHODS, bridgeContract, ipcChannel, type BridgeMethod } from '../shared/bridge/contract';
import { sampleDraft } from '../test-support/sample-log-drafts';
import { defaultSettings } from '../shared/settings/settings-schema';
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

const publicSettings = {
  ...defaultSettings(),
  profiles: defaultSettings().profiles.map((p) => ({ ...p, hasApiKey: false })),
  keyStorage: 'encrypted' as const,
  allowWeakKeyStorage: false,
};

const masterchainInfo = {
  first: {
    workchain: -1,
    shard: '8000000000000000',
    seqno: 1,
    root_hash: 'A'.repeat(43) + '=',
    file_hash: 'B'.repeat(43) + '=',
    gen_utime: '1700000000',
  },
  last: {
    workchain: -1,
    shard: '8000000000000000',
    seqno: 2,
    root_hash: 'C'.repeat(43) + '=',
    file_hash: 'D'.repeat(43) + '=',
    gen_utime: '1700000005',
  },
};

describe('createPreloadApi', () => {
  it('offers exactly the contract methods, as functions, on a frozen object', () => {
    const api = createPreloadApi(recordingInvoke(() => undefined));
    expect(Object.keys(api).sort()).toEqual([...BRIDGE_METHODS].sort());
    for (const method of BRIDGE_METHODS) expect(typeof api[method]).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
    expect(() => {
      (api as unknown as Record<string, unknown>).invoke = () => undefined;
    }).toThrow(TypeError);
    expect('invoke' in api).toBe(false);
  });

  it('sends a valid argument on the method’s own channel and returns the validated reply', async () => {
    const invoke = recordingInvoke(() => ({ ok: true, value: { cancelled: true } }));
    const api = createPreloadApi(invoke);
    expect(await api.cancelRequest({ requestId: 'r-1' })).toEqual({ ok: true, value: { cancelled: true } });
    expect(invoke.sent).toEqual([{ channel: ipcChannel('cancelRequest'), arg: { requestId: 'r-1' } }]);
  });

  it('sends methods without an argument with none', async () => {
    const invoke = recordingInvoke(() => ({ ok: true, value: publicSettings }));
    const reply = await createPreloadApi(invoke).getSettings();
    expect(reply.ok).toBe(true);
    expect(invoke.sent).toEqual([{ channel: ipcChannel('getSettings'), arg: undefined }]);
  });

  const invalid: [BridgeMethod, unknown][] = [
    ['lookupAccounts', { requestId: 'r', addresses: ['EQnot-raw'], includeBoc: true }],
    ['lookupAccounts', { requestId: 'r', addresses: [RAW], includeBoc: true, extra: 1 }],
    ['saveProfile', { name: 'x', baseUrl: 'javascript:alert(1)' }],
    ['setApiKey', { profileId: 'toncenter-mainnet', apiKey: 42 }],
    ['openExternal', { url: 7 }],
    ['getSettings', { anything: true }],
  ];
  it.each(invalid)('does not send an invalid %s argument and answers invalid-input', async (method, arg) => {
    const invoke = recordingInvoke(() => {
      throw new Error('must not be called');
    });
    const api = createPreloadApi(invoke) as unknown as Record<
      string,
      (arg: unknown) => Promise<{ ok: boolean; error?: { kind: string; message: string } }>
    >;
    const reply = await api[method]!(arg);
    expect(reply.ok).toBe(false);
    expect(reply.error?.kind).toBe('invalid-input');
    expect(reply.error?.message).toContain(method);
    expect(invoke.sent).toEqual([]);
  });

  it('turns a malformed reply into a schema error instead of passing it to the page', async () => {
    const wrong = { ...masterchainInfo, last: { ...masterchainInfo.last, seqno: 'two' } };
    const api = createPreloadApi(recordingInvoke(() => ({ ok: true, value: wrong })));
    const reply = await api.getMasterchainInfo();
    expect(reply.ok).toBe(false);
    expect(!reply.ok && reply.error).toMatchObject({
      kind: 'schema',
      path: expect.stringContaining('seqno'),
    });
  });

  it.each([undefined, null, 'ok', { ok: 'yes' }, { ok: false, error: { kind: 'nope', message: 'x' } }])(
    'treats the reply %j as malformed',
    async (bad) => {
      const reply = await createPreloadApi(recordingInvoke(() => bad)).getSettings();
      expect(!reply.ok && reply.error.kind).toBe('schema');
    },
  );

  it('passes a well-formed error result through unchanged', async () => {
    const error = {
      kind: 'rate-limited',
      message: 'The indexer at toncenter.com is rate limiting requests.',
      status: 429,
      retryAfterSeconds: 1,
    };
    const reply = await createPreloadApi(recordingInvoke(() => ({ ok: false, error }))).getMasterchainInfo();
    expect(reply).toEqual({ ok: false, error });
  });

  it('strips fields the contract does not list from a reply (e.g. a leaked key)', async () => {
    const leaked = {
      ...publicSettings,
      apiKey: 'leak',
      profiles: publicSettings.profiles.map((p) => ({ ...p, apiKey: 'leak' })),
    };
    const reply = await createPreloadApi(recordingInvoke(() => ({ ok: true, value: leaked }))).getSettings();
    expect(reply.ok).toBe(true);
    expect(JSON.stringify(reply)).not.toContain('leak');
  });

  it('answers a failed invoke (no handler in main) as an error result, never a rejection', async () => {
    const api = createPreloadApi(async () => {
      throw new Error("No handler registered for 'ton-index:getSettings'");
    });
    const reply = await api.getSettings();
    expect(!reply.ok && reply.error).toMatchObject({
      kind: 'unexpected',
      detail: expect.stringContaining('No handler'),
    });
  });

  it('never sends a saveFile whose suggested name is a path', async () => {
    const invoke = recordingInvoke(() => ({ ok: true, value: { saved: true } }));
    const api = createPreloadApi(invoke);
    for (const suggestedName of ['../x.csv', '/tmp/x.csv', 'C:\\x.csv', '.bashrc']) {
      const reply = await api.saveFile({ suggestedName, content: 'x', format: 'csv' });
      expect(!reply.ok && reply.error.kind, suggestedName).toBe('invalid-input');
    }
    expect(invoke.sent).toEqual([]);
    expect((await api.saveFile({ suggestedName: 'accounts 2026-11-23.csv', content: 'x', format: 'csv' })).ok).toBe(true);
    expect(invoke.sent).toHaveLength(1);
  });

  it('validates every method’s reply with that method’s own result schema', async () => {
    // Every method must reject the value shape of another method.
    for (const method of BRIDGE_METHODS) {
      // Settings-returning methods get a chain status, the others a settings document.
      const value = bridgeContract[method].result.safeParse(publicSettings).success
        ? masterchainInfo
        : publicSettings;
      expect(bridgeContract[method].result.safeParse(value).success, method).toBe(false);
      const api = createPreloadApi(recordingInvoke(() => ({ ok: true, value }))) as unknown as Record<
        string,
        (arg?: unknown) => Promise<{ ok: boolean; error?: { kind: string } }>
      >;
      const arg = VALID[method];
      const reply = await api[method]!(arg);
      expect(reply.ok, method).toBe(false);
      expect(reply.error?.kind, method).toBe('schema');
    }
  });
});

const VALID: Record<BridgeMethod, unknown> = {
  getMasterchainInfo: undefined,
  lookupAccounts: { requestId: 'r', addresses: [RAW], includeBoc: true },
  cancelRequest: { requestId: 'r' },
  getSettings: undefined,
  saveProfile: { name: 'n', baseUrl: 'http://127.0.0.1:1' },
  deleteProfile: { id: 'x' },
  setActiveProfile: { id: 'x' },
  setApiKey: { profileId: 'x', apiKey: null },
  setAllowWeakKeyStorage: { allow: false },
  setProfileLimits: { profileId: 'x', limits: null },
  savePreferences: {},
  testConnection: { profileId: 'x' },
  openExternal: { url: 'https://tonviewer.com/' },
  listLookupLog: undefined,
  getLookupLogEntry: { id: '1763888888000-abc123' },
  saveLookupLogEntry: sampleDraft(1),
  deleteLookupLogEntry: { id: '1763888888000-abc123' },
  saveFile: { suggestedName: 'a.csv', content: 'x', format: 'csv' },
};
