/**
 * The bridge API suite: ONE set of assertions about what the renderer sees through
 * `window.tonIndex` — its methods and the job events it pushes — run against every transport
 * (electron/ipc-registry.api.int.test.ts: main's IPC registry behind a fake ipcMain that
 * structured-clones like Electron's; test-support/web-bridge.api.int.test.ts: the in-page web bridge
 * over an in-memory localStorage and its job worker's protocol; the shell harness in e2e). Each
 * transport runs on real storage (the real settings store on disk, LevelDB for the log) and real HTTP
 * to the local index server. The two transports used to disagree (profile
 * cap, id scheme, re-saving a built-in, the fallback after a delete): each of those has a case here.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  notIndexedAddresses,
  sampleAccount,
  startIndexServer,
  type RunningIndexServer,
} from '../local-index-server';
import type { AnswerStep } from '../shared/jobs/lookup-answer';
import { BRIDGE_METHODS, type BridgeMethod, type BridgeResult } from '../shared/bridge/api/bridge-api';
import { MAX_INSPECT_ACCOUNTS } from '../shared/bridge/api/insight-api';
import { joinLines } from '../shared/bridge/api/api-parts';
import type { JobEvents, LookupJobStart } from '../shared/jobs/job-events';
import type { LookupLogEntry, LookupLogSummary } from '../shared/lookup-log/log-entry';
import { defaultSettings, type PublicSettings, type Settings } from '../shared/settings/settings-schema';
import type { WatchNotification } from '../shared/watch/watch-notice';
import { rowsOfBatch } from '../shared/jobs/row-columns';
import { insightCases } from './bridge-insight-cases';
import { jobEvents, newJobId, type RecordedEvent } from './job-events';
import { poisoned } from './look-alike-address';

/** A transport under test, opened on its own fresh storage. */
export interface BridgeTransport {
  /** Calls one method as the renderer would; the reply is what the renderer gets. */
  call(method: BridgeMethod, arg?: unknown): Promise<BridgeResult<unknown>>;
  /** Quits and starts again over the same storage (a new registry / a new page load). */
  restart(): Promise<void>;
  /** Links handed to the system browser. */
  openedLinks(): readonly string[];
  /** Files the user "saved", in order. */
  savedFiles(): Promise<{ name: string; content: string }[]>;
  /** The job events the window heard, in order of arrival. */
  events(): readonly RecordedEvent[];
  /** Watch-list notifications the transport's notifier was asked to show, in order. */
  notifications(): readonly WatchNotification[];
  close(): Promise<void>;
}

/** How a transport is opened for one test. */
export interface TransportOptions {
  /** The indexer the app is started with (`TON_INDEX_URL` in Electron, `?indexer=` on the web). */
  indexerUrl?: string;
  /** What an earlier run left in storage: a settings document, or raw (possibly damaged) text. */
  stored?: { settings: unknown } | { text: string };
}

/** Opens a transport (each test gets a fresh one). */
export type OpenTransport = (options: TransportOptions) => Promise<BridgeTransport>;

const KEY = 'api-suite-secret-4f9a1c';

/** Runs the bridge API suite against one transport. */
export function describeBridgeApi(transportName: string, open: OpenTransport): void {
  describe(`bridge API: ${transportName}`, () => {
    let server: RunningIndexServer;
    let keyedServer: RunningIndexServer;
    let t: BridgeTransport;
    const replies: unknown[] = [];

    beforeAll(async () => {
      server = await startIndexServer({ port: 0 });
      keyedServer = await startIndexServer({ port: 0, apiKey: KEY });
    });
    afterAll(async () => {
      await server.close();
      await keyedServer.close();
    });

    /** Opens the transport, recording every reply (no key may ever be in one). */
    async function start(options: TransportOptions = { indexerUrl: server.url }): Promise<BridgeTransport> {
      const transport = await open(options);
      return {
        ...transport,
        async call(method, arg) {
          const reply = await transport.call(method, arg);
          replies.push(reply);
          return reply;
        },
      };
    }

    beforeEach(async () => {
      server.clearRequests();
      server.setFaults({ mode: 'none' });
      keyedServer.clearRequests();
      replies.length = 0;
      t = await start();
    });
    afterEach(async () => {
      await t.close();
      expect(JSON.stringify(replies)).not.toContain(KEY);
    });

    const value = async <T>(reply: Promise<BridgeResult<unknown>>): Promise<T> => {
      const settled = await reply;
      if (!settled.ok) throw new Error(`expected ok, got ${settled.error.kind}: ${settled.error.message}`);
      return settled.value as T;
    };
    const error = async (reply: Promise<BridgeResult<unknown>>, kind: string) => {
      const settled = await reply;
      expect(settled.ok, JSON.stringify(settled).slice(0, 300)).toBe(false);
      if (settled.ok) throw new Error('expected an error');
      expect(settled.error.kind).toBe(kind);
      return settled.error;
    };
    const settingsOf = (transport = t) => value<PublicSettings>(transport.call('getSettings'));
    /** Starts a job (named here, as the window names it) and waits for its end; answers the start's value and the job's events. */
    const runJob = async <S>(method: BridgeMethod, arg: object) => {
      const jobId = (arg as { jobId?: string }).jobId ?? newJobId();
      const started = await value<S>(t.call(method, { ...arg, jobId }));
      return { started, jobId, ...(await jobEvents(t, jobId)) };
    };
    const raw = (label: Parameters<typeof sampleAccount>[0]) => sampleAccount(label).raw.toUpperCase();
    /** A lookup's argument: its lists sent as lines, as the app sends them. */
    const lookupArg = (addresses: readonly string[], inputs: readonly string[], more: object = {}) => ({
      jobId: newJobId(),
      addressLines: joinLines(addresses),
      inputLines: joinLines(inputs),
      includeBoc: false,
      ...more,
    });
    const friendly = (label: Parameters<typeof sampleAccount>[0]) => sampleAccount(label).friendly;
    /** The arguments of a lookup of these sample accounts, typed as their friendly forms. */
    const lookupOf = (...labels: Parameters<typeof sampleAccount>[0][]) =>
      lookupArg(labels.map(raw), labels.map(friendly));
    const customIds = async (transport = t) =>
      (await settingsOf(transport)).profiles.filter((p) => !p.builtIn).map((p) => p.id);

    describe('settings', () => {
      it('starts with toncenter mainnet and testnet built in, and the indexer it was started with active', async () => {
        const settings = await settingsOf();
        expect(settings.profiles.slice(0, 2).map((p) => [p.id, p.baseUrl, p.builtIn])).toEqual([
          ['toncenter-mainnet', 'https://toncenter.com', true],
          ['toncenter-testnet', 'https://testnet.toncenter.com', true],
        ]);
        const active = settings.profiles.find((p) => p.id === settings.activeProfileId);
        expect(active).toMatchObject({ baseUrl: server.url, builtIn: false, hasApiKey: false });
        expect(settings.notice).toBeUndefined();
      });

      it('gives new profiles ids made from their names: slug, slug-2, slug-3', async () => {
        for (const baseUrl of ['http://127.0.0.1:1', 'http://127.0.0.1:2', 'http://127.0.0.1:3']) {
          await value(t.call('saveProfile', { name: 'My Node', baseUrl }));
        }
        expect((await customIds()).filter((id) => id.startsWith('my-node'))).toEqual([
          'my-node',
          'my-node-2',
          'my-node-3',
        ]);
        await value(t.call('saveProfile', { name: '!!!', baseUrl: 'http://127.0.0.1:4' }));
        expect(await customIds()).toContain('profile');
      });

      it('keeps at most 50 profiles and says so when asked for a 51st', async () => {
        const start = (await settingsOf()).profiles.length;
        for (let i = start; i < 50; i++)
          await value(t.call('saveProfile', { name: `Node ${i}`, baseUrl: `http://127.0.0.1:${1000 + i}` }));
        const refused = await error(
          t.call('saveProfile', { name: 'One too many', baseUrl: 'http://127.0.0.1:9' }),
          'invalid-input',
        );
        expect(refused.message).toMatch(/50 profiles/);
        expect((await settingsOf()).profiles).toHaveLength(50);
        // Editing one of the fifty is still allowed.
        await value(
          t.call('saveProfile', { id: 'node-10', name: 'Node ten', baseUrl: 'http://127.0.0.1:10' }),
        );
      });

      it('edits a custom profile in place by id, keeping its request limits', async () => {
        await value(t.call('saveProfile', { name: 'Node', baseUrl: 'http://127.0.0.1:1' }));
        const limits = { requestsPerSecond: null, maxAddressesPerRequest: 300, maxUrlLength: 4096 };
        await value(t.call('setProfileLimits', { profileId: 'node', limits }));
        const edited = await value<PublicSettings>(
          t.call('saveProfile', { id: 'node', name: 'Renamed', baseUrl: 'https://index.example.org/api/v3' }),
        );
        expect(edited.profiles.filter((p) => p.id === 'node')).toEqual([
          {
            id: 'node',
            name: 'Renamed',
            baseUrl: 'https://index.example.org/api/v3',
            builtIn: false,
            requestLimits: limits,
            hasApiKey: false,
          },
        ]);
      });

      it('treats re-saving a built-in profile unchanged as no change, and refuses changing it', async () => {
        const before = await settingsOf();
        const same = await value<PublicSettings>(
          t.call('saveProfile', {
            id: 'toncenter-testnet',
            name: 'toncenter testnet',
            baseUrl: 'https://testnet.toncenter.com',
          }),
        );
        expect(same).toEqual(before);
        const renamed = await error(
          t.call('saveProfile', {
            id: 'toncenter-testnet',
            name: 'Mine',
            baseUrl: 'https://testnet.toncenter.com',
          }),
          'invalid-input',
        );
        expect(renamed.message).toMatch(/built in/);
        await error(
          t.call('saveProfile', {
            id: 'toncenter-mainnet',
            name: 'toncenter mainnet',
            baseUrl: 'http://127.0.0.1:1',
          }),
          'invalid-input',
        );
        expect(await settingsOf()).toEqual(before);
      });

      it('refuses to delete a built-in profile', async () => {
        const refused = await error(t.call('deleteProfile', { id: 'toncenter-mainnet' }), 'invalid-input');
        expect(refused.message).toMatch(/built in and cannot be deleted/);
      });

      it('refuses unknown profiles by their id, everywhere one is named', async () => {
        const limits = { requestsPerSecond: 1, maxAddressesPerRequest: 100, maxUrlLength: 8192 };
        for (const [method, arg] of [
          ['setActiveProfile', { id: 'nope' }],
          ['deleteProfile', { id: 'nope' }],
          ['setApiKey', { profileId: 'nope', apiKey: KEY }],
          ['setProfileLimits', { profileId: 'nope', limits }],
          ['testConnection', { profileId: 'nope' }],
          // An edit of a profile deleted meanwhile must not bring it back under its old id.
          ['saveProfile', { id: 'nope', name: 'Nope', baseUrl: 'http://127.0.0.1:1' }],
        ] as const) {
          const refused = await error(t.call(method, arg), 'invalid-input');
          expect(refused.message, method).toContain('"nope"');
        }
        expect(await customIds()).not.toContain('nope');
      });

      it('falls back to toncenter mainnet when the active profile is deleted', async () => {
        const saved = await value<PublicSettings>(
          t.call('saveProfile', { name: 'Staging', baseUrl: 'https://staging.example.org' }),
        );
        const id = saved.profiles.find((p) => p.baseUrl === 'https://staging.example.org')!.id;
        await value(t.call('setActiveProfile', { id }));
        const after = await value<PublicSettings>(t.call('deleteProfile', { id }));
        expect(after.activeProfileId).toBe('toncenter-mainnet');
        expect(after.profiles.map((p) => p.id)).not.toContain(id);
      });

      it('falls back to toncenter mainnet after a delete whatever order the stored profiles are in', async () => {
        await t.close();
        const [mainnet, testnet] = defaultSettings().profiles;
        const node = { id: 'node-a', name: 'Node A', baseUrl: 'http://127.0.0.1:1', builtIn: false };
        t = await start({
          stored: {
            settings: { ...defaultSettings(), profiles: [node, testnet, mainnet], activeProfileId: 'node-a' },
          },
        });
        expect((await value<PublicSettings>(t.call('deleteProfile', { id: 'node-a' }))).activeProfileId).toBe(
          'toncenter-mainnet',
        );
      });

      it('normalises stored settings on load: built-ins first and as shipped, duplicates dropped, mainnet after a delete', async () => {
        await t.close();
        const stored: Settings = {
          ...defaultSettings(),
          profiles: [
            { id: 'node-a', name: 'Node A', baseUrl: 'http://127.0.0.1:1', builtIn: false },
            {
              id: 'toncenter-testnet',
              name: 'renamed testnet',
              baseUrl: 'http://127.0.0.1:2',
              builtIn: true,
            },
            { id: 'node-a', name: 'Node A again', baseUrl: 'http://127.0.0.1:3', builtIn: false },
            { id: 'node-b', name: 'Node B', baseUrl: 'http://127.0.0.1:4', builtIn: true },
          ],
          activeProfileId: 'node-a',
        };
        t = await start({ stored: { settings: stored } });
        const loaded = await settingsOf();
        expect(loaded.profiles.map((p) => [p.id, p.name, p.builtIn])).toEqual([
          ['toncenter-mainnet', 'toncenter mainnet', true],
          ['toncenter-testnet', 'toncenter testnet', true],
          ['node-a', 'Node A', false],
          ['node-b', 'Node B', false],
        ]);
        expect(loaded.activeProfileId).toBe('node-a');
        expect(loaded.notice).toBeUndefined();
        expect((await value<PublicSettings>(t.call('deleteProfile', { id: 'node-a' }))).activeProfileId).toBe(
          'toncenter-mainnet',
        );
      });

      it('replaces a stored active profile that does not exist by mainnet, without calling the file damaged', async () => {
        await t.close();
        t = await start({ stored: { settings: { ...defaultSettings(), activeProfileId: 'gone' } } });
        const loaded = await settingsOf();
        expect(loaded.activeProfileId).toBe('toncenter-mainnet');
        expect(loaded.notice).toBeUndefined();
      });

      it('restores the defaults with a notice when the stored settings cannot be read', async () => {
        await t.close();
        t = await start({ stored: { text: '{"version":1, "profiles": [' } });
        const loaded = await settingsOf();
        expect(loaded.profiles.map((p) => p.id)).toEqual(['toncenter-mainnet', 'toncenter-testnet']);
        expect(loaded.activeProfileId).toBe('toncenter-mainnet');
        expect(loaded.notice).toMatch(/could not be read/);
      });

      it('keeps profiles, the active profile, preferences and request limits across a restart', async () => {
        await value(t.call('saveProfile', { name: 'Node', baseUrl: 'http://127.0.0.1:1' }));
        await value(t.call('setActiveProfile', { id: 'node' }));
        await value(t.call('savePreferences', { requestTimeoutMs: 5_000, includeBocDefault: false }));
        const limits = { requestsPerSecond: 25, maxAddressesPerRequest: 500, maxUrlLength: 8192 };
        await value(t.call('setProfileLimits', { profileId: 'toncenter-mainnet', limits }));
        const before = await settingsOf();
        await t.restart();
        const after = await settingsOf();
        expect(after.activeProfileId).toBe('node');
        expect(after.preferences).toEqual({
          requestTimeoutMs: 5_000,
          refreshIntervalSeconds: 10,
          includeBocDefault: false,
        });
        expect(after.profiles.find((p) => p.id === 'toncenter-mainnet')?.requestLimits).toEqual(limits);
        expect(after.profiles.filter((p) => !p.builtIn).map((p) => p.id)).toEqual(
          before.profiles.filter((p) => !p.builtIn).map((p) => p.id),
        );
        const reset = await value<PublicSettings>(
          t.call('setProfileLimits', { profileId: 'toncenter-mainnet', limits: null }),
        );
        expect(reset.profiles.find((p) => p.id === 'toncenter-mainnet')).not.toHaveProperty('requestLimits');
      });
    });

    describe('API keys', () => {
      it('uses a key on requests to its own profile only, says only hasApiKey, and keeps it across a restart', async () => {
        await value(t.call('saveProfile', { name: 'Keyed', baseUrl: keyedServer.url }));
        await value(t.call('saveProfile', { name: 'Keyless', baseUrl: keyedServer.url }));
        await value(t.call('setActiveProfile', { id: 'keyed' }));
        expect((await error(t.call('getMasterchainInfo'), 'http')).status).toBe(401);
        const withKey = await value<PublicSettings>(t.call('setApiKey', { profileId: 'keyed', apiKey: KEY }));
        expect(withKey.profiles.find((p) => p.id === 'keyed')?.hasApiKey).toBe(true);
        expect(withKey.profiles.find((p) => p.id === 'keyless')?.hasApiKey).toBe(false);
        await value(t.call('getMasterchainInfo'));
        expect(keyedServer.requests.at(-1)?.headers['x-api-key']).toBe(KEY);
        expect(keyedServer.requests.at(-1)?.rawQuery).not.toContain(KEY);
        // testConnection uses the named profile's own key, not the active one's.
        await value(t.call('testConnection', { profileId: 'keyed' }));
        expect((await error(t.call('testConnection', { profileId: 'keyless' }), 'http')).status).toBe(401);
        await t.restart();
        await value(t.call('getMasterchainInfo'));
        expect(keyedServer.requests.at(-1)?.headers['x-api-key']).toBe(KEY);
      });

      it('removes a key with null', async () => {
        await value(t.call('setApiKey', { profileId: 'toncenter-mainnet', apiKey: KEY }));
        const removed = await value<PublicSettings>(
          t.call('setApiKey', { profileId: 'toncenter-mainnet', apiKey: null }),
        );
        expect(removed.profiles.every((p) => !p.hasApiKey)).toBe(true);
      });

      it('deletes a profile’s key with the profile; a new profile of the same name gets no key', async () => {
        await value(t.call('saveProfile', { name: 'Keyed', baseUrl: keyedServer.url }));
        await value(t.call('setApiKey', { profileId: 'keyed', apiKey: KEY }));
        await value(t.call('deleteProfile', { id: 'keyed' }));
        const again = await value<PublicSettings>(
          t.call('saveProfile', { name: 'Keyed', baseUrl: keyedServer.url }),
        );
        const added = again.profiles.filter((p) => !p.builtIn && p.baseUrl === keyedServer.url);
        expect(added.map((p) => p.hasApiKey)).toEqual([false]);
        expect((await error(t.call('testConnection', { profileId: added[0]!.id }), 'http')).status).toBe(401);
      });
    });

    describe('the index', () => {
      it('answers the chain status of the active profile’s indexer', async () => {
        const info = await value<{ last: { workchain: number } }>(t.call('getMasterchainInfo'));
        expect(info.last.workchain).toBe(-1);
        expect(server.requests.map((r) => r.path)).toEqual(['/api/v3/masterchainInfo']);
      });

      it('uses the request timeout from the preferences, and answers failures as data', async () => {
        await value(t.call('savePreferences', { requestTimeoutMs: 1_000 }));
        server.setFaults({ mode: 'hang' });
        expect((await error(t.call('getMasterchainInfo'), 'timeout')).message).toMatch(/127\.0\.0\.1/);
        server.setFaults({ mode: 'http502-html' });
        const failed = await error(t.call('getMasterchainInfo'), 'http');
        expect(failed.status).toBe(502);
        expect(failed.message).not.toMatch(/\bat \w+ \(/);
      });

      it('answers a handful of accounts’ rows in one request, without code, and logs nothing', async () => {
        const raws = [
          sampleAccount('wallet-v4r2').raw.toUpperCase(),
          notIndexedAddresses()[0]!.toUpperCase(),
        ];
        const { rows } = await value<AnswerStep>(t.call('accountRows', { addresses: raws }));
        expect(rows.map((r) => [r.raw, r.status, r.kind?.kind ?? null])).toEqual([
          [raws[0], 'active', 'wallet_v4r2'],
          [raws[1], 'not found', null],
        ]);
        expect(rows[0]!.account!.code_boc ?? null).toBeNull();
        expect(server.requests.map((r) => r.path)).toEqual(['/api/v3/accountStates']);
        expect(await value(t.call('listLookupLog'))).toEqual([]);
      });

      it("answers the pace a profile's indexer taught with a 429 while no rate is set for it", async () => {
        const { activeProfileId: profileId } = await settingsOf();
        // No rate, one address a request: 8 requests, the 5th refused once (Retry-After 1 s).
        const unpaced = { requestsPerSecond: null, maxAddressesPerRequest: 1, maxUrlLength: 8192 };
        await value(t.call('setProfileLimits', { profileId, limits: unpaced }));
        expect(await value(t.call('learnedPace', { profileId }))).toBeNull();
        server.setFaults({ mode: 'rate-limit', endpoints: ['accountStates'], every: 5 });
        const labels = ['wallet-v3r2', 'wallet-v4r2', 'wallet-v5r1', 'jetton-wallet-1'] as const;
        const addresses = [...labels.map(raw), ...notIndexedAddresses().slice(0, 4)];
        const { rows } = await value<AnswerStep>(t.call('accountRows', { addresses }));
        expect(rows).toHaveLength(8);
        expect(server.requests.filter((r) => r.status === 429)).toHaveLength(1);
        const learned = await value<{ requestsPerSecond: number }>(t.call('learnedPace', { profileId }));
        expect(learned.requestsPerSecond).toBeGreaterThan(0);
        // A rate set for the profile always wins: nothing learned is offered for it.
        const limits = { requestsPerSecond: 5, maxAddressesPerRequest: 100, maxUrlLength: 8192 };
        await value(t.call('setProfileLimits', { profileId, limits }));
        expect(await value(t.call('learnedPace', { profileId }))).toBeNull();
      });
      it('keeps the learned pace across a restart, with when it was learned, until it is forgotten', async () => {
        const { activeProfileId: profileId } = await settingsOf();
        const unpaced = { requestsPerSecond: null, maxAddressesPerRequest: 1, maxUrlLength: 8192 };
        await value(t.call('setProfileLimits', { profileId, limits: unpaced }));
        server.setFaults({ mode: 'rate-limit', endpoints: ['accountStates'], every: 5 });
        const addresses = notIndexedAddresses().slice(0, 8);
        await value(t.call('accountRows', { addresses }));
        type Learned = { requestsPerSecond: number; learnedAt: string | null };
        const learned = await value<Learned>(t.call('learnedPace', { profileId }));
        expect(learned.requestsPerSecond).toBeGreaterThan(0);
        await t.restart();
        const kept = await value<Learned>(t.call('learnedPace', { profileId }));
        expect(kept.requestsPerSecond).toBe(learned.requestsPerSecond);
        expect(Date.parse(kept.learnedAt ?? '')).toBeGreaterThan(Date.now() - 600_000);
        expect(await value(t.call('forgetLearnedPace', { profileId }))).toEqual({ forgotten: true });
        expect(await value(t.call('learnedPace', { profileId }))).toBeNull();
        await t.restart();
        expect(await value(t.call('learnedPace', { profileId }))).toBeNull();
        expect(await value(t.call('forgetLearnedPace', { profileId }))).toEqual({ forgotten: false });
      });
    });

    describe('lookups as jobs', () => {
      it('reads a CSV list file where jobs run and keeps its own columns with the lookup, its log entry and its re-run', async () => {
        await value(t.call('getMasterchainInfo'));
        const [wallet, jetton] = [friendly('wallet-v4r2'), friendly('jetton-wallet-1')];
        const csv = `address,customer_id,note\r\n${wallet},c-1,"a, b"\r\n${jetton},c-2,\r\n${wallet},c-3,again\r\n`;
        const read = await value<{ text: string; note: string; file: { id: string; headers: string[] } }>(
          t.call('readListFile', { name: 'customers.csv', text: csv }),
        );
        expect(read.text).toBe(`${wallet}\n${jetton}\n${wallet}`);
        // A .txt is read there too, by the same reader: its text is the list, nothing kept.
        const list = `${wallet}\n${jetton}\n`;
        expect(await value(t.call('readListFile', { name: 'list.txt', text: list }))).toEqual({ text: list });
        expect(read.note).toMatch(/^customers\.csv: Took column 1 \("address"\) of 3 from 3 rows/);
        expect(read.file.headers).toEqual(['customer_id', 'note']);
        const addresses = [raw('wallet-v4r2'), raw('jetton-wallet-1')];
        const { started, done } = await runJob<LookupJobStart>(
          'startLookup',
          lookupArg(addresses, [wallet, jetton], { listFile: read.file.id }),
        );
        expect(started.inputHeaders).toEqual(['customer_id', 'note']);
        const cells = {
          headers: ['customer_id', 'note'],
          lines: [
            [
              ['c-1', 'a, b'],
              ['c-3', 'again'],
            ],
            [['c-2', '']],
          ],
        };
        expect(await value(t.call('inputColumnsOf', { file: read.file.id, raws: addresses }))).toEqual(cells);
        // Kept with the entry: asked by the log's id alone, and never in the entry's parts for the page.
        const { id } = (
          (done as JobEvents['job-done'] & { kind: 'lookup' }).logged as { entry: { id: string } }
        ).entry;
        expect(await value(t.call('inputColumnsOf', { log: id, raws: addresses }))).toEqual(cells);
        const head = await value<{ parts: number; head: object }>(
          t.call('getLookupLogEntryPart', { id, part: 0 }),
        );
        expect(head.head).toMatchObject({ inputHeaders: ['customer_id', 'note'] });
        expect(JSON.stringify(head)).not.toContain('again');
        // Looked up again by the entry's id (reopened, or re-run from the log): the job takes the columns
        // from the entry, nothing of them sent back up, and the new entry keeps them too.
        const again = await runJob<LookupJobStart>(
          'startLookup',
          lookupArg(addresses, [wallet, jetton], { listFile: id, rerunOf: id }),
        );
        expect(again.started.inputHeaders).toEqual(['customer_id', 'note']);
        const rerun = (
          (again.done as JobEvents['job-done'] & { kind: 'lookup' }).logged as { entry: { id: string } }
        ).entry.id;
        expect(rerun).not.toBe(id);
        expect(await value(t.call('inputColumnsOf', { log: rerun, raws: addresses }))).toEqual(cells);
        // A list typed anew (none of the file's addresses) keeps no columns.
        const other = await runJob<LookupJobStart>(
          'startLookup',
          lookupArg([raw('jetton-master')], [friendly('jetton-master')], { listFile: read.file.id }),
        );
        expect(other.started.inputHeaders).toBeUndefined();
      });

      it('answers a job id and the indexer at once, streams the batches as typed rows, ends with the entry the job logged', async () => {
        await value(t.call('getMasterchainInfo'));
        const unknown = notIndexedAddresses()[0]!.toUpperCase();
        const addresses = [raw('wallet-v4r2'), raw('jetton-wallet-1'), unknown];
        const inputs = [friendly('wallet-v4r2'), friendly('jetton-wallet-1'), unknown];
        const { started, events, done } = await runJob<LookupJobStart>(
          'startLookup',
          lookupArg(addresses, inputs),
        );
        expect(started.indexer).toMatchObject({ baseUrl: server.url });
        expect(started.lastBlock).toMatchObject({ seqno: expect.any(Number) });
        const rows = events
          .filter((e) => e.type === 'job-rows')
          .map((e) => e.payload as JobEvents['job-rows']);
        const ready = rows.flatMap((r) =>
          r.kind === 'lookup'
            ? rowsOfBatch(
                r,
                () => '',
                (i) => addresses[i],
              ).rows
            : [],
        );
        // Typed, ready rows: each account's row with its facts, in the order of what was asked (the
        // inputs stay with the window that sent them: shared/jobs/row-columns.ts).
        expect(ready.map((r) => [r.index, r.raw, r.status, r.kind?.kind ?? null])).toEqual([
          [0, raw('wallet-v4r2'), 'active', 'wallet_v4r2'],
          [1, raw('jetton-wallet-1'), 'active', 'jetton_wallet'],
          [2, unknown, 'not found', null],
        ]);
        expect(server.requests.filter((r) => /accountStates$/.test(r.path))).toHaveLength(1);
        const logged = (done as JobEvents['job-done'] & { kind: 'lookup' }).logged as {
          entry: LookupLogSummary;
        };
        expect(logged.entry).toMatchObject({
          counts: { requested: 3, found: 2, notFound: 1, failed: 0 },
          profile: { baseUrl: server.url },
          lastBlock: { seqno: started.lastBlock!.seqno },
          cancelled: false,
        });
        const entry = await value<LookupLogEntry>(t.call('getLookupLogEntry', { id: logged.entry.id }));
        expect(entry.inputs).toEqual(addresses.map((a, i) => ({ raw: a, input: inputs[i] })));
        expect(entry.result.not_found).toEqual([unknown]);
        expect(JSON.stringify(entry)).not.toMatch(/code_boc|data_boc/);
      });

      it('cancels a job of this window: it ends cancelled, nothing logged; an unknown job is not cancelled', async () => {
        server.setFaults({ mode: 'hang' });
        const arg = lookupOf('wallet-v3r2');
        await value<LookupJobStart>(t.call('startLookup', arg));
        await expect.poll(() => server.requests.length).toBe(1);
        expect(await value(t.call('cancelJob', { jobId: arg.jobId }))).toEqual({ cancelled: true });
        const { done } = await jobEvents(t, arg.jobId);
        expect(done).toMatchObject({ kind: 'lookup', cancelled: true, pending: 1, logged: null });
        expect(await value(t.call('cancelJob', { jobId: 'job-zz-abcdef' }))).toEqual({ cancelled: false });
        expect(await value(t.call('listLookupLog'))).toEqual([]);
      });

      it('keeps a lookup on the indexer it started on when the active profile changes meanwhile', async () => {
        const other = await startIndexServer({ port: 0 });
        try {
          // One address a request, one request a second: three requests take two seconds.
          const limits = { requestsPerSecond: 1, maxAddressesPerRequest: 1, maxUrlLength: 8192 };
          const first = (await settingsOf()).activeProfileId;
          await value(t.call('setProfileLimits', { profileId: first, limits }));
          await value(t.call('saveProfile', { name: 'Other', baseUrl: other.url }));
          const arg = lookupOf('wallet-v4r2', 'wallet-v3r2', 'wallet-v5r1');
          await value<LookupJobStart>(t.call('startLookup', arg));
          await expect.poll(() => t.events().some((e) => e.type === 'job-rows')).toBe(true);
          await value(t.call('setActiveProfile', { id: 'other' }));
          const { done } = await jobEvents(t, arg.jobId);
          expect(done).toMatchObject({ cancelled: false, progress: { doneAccounts: 3 } });
          expect(server.requests.filter((r) => /accountStates$/.test(r.path))).toHaveLength(3);
          expect(other.requests.filter((r) => /accountStates$/.test(r.path))).toHaveLength(0);
          const [summary] = await value<LookupLogSummary[]>(t.call('listLookupLog'));
          expect(summary!.profile).toMatchObject({ id: first, baseUrl: server.url });
        } finally {
          await other.close();
        }
      });

      it("three lookups started together share the indexer's one budget: 1 request a second across them all", async () => {
        const limits = { requestsPerSecond: 1, maxAddressesPerRequest: 1, maxUrlLength: 8192 };
        const profileId = (await settingsOf()).activeProfileId;
        await value(t.call('setProfileLimits', { profileId, limits }));
        const args = [lookupOf('wallet-v4r2'), lookupOf('wallet-v3r2'), lookupOf('wallet-v5r1')];
        await Promise.all(args.map((arg) => value<LookupJobStart>(t.call('startLookup', arg))));
        for (const arg of args)
          expect((await jobEvents(t, arg.jobId)).done).toMatchObject({ cancelled: false, pending: 0 });
        // Each job alone would send its request at once; sharing the budget, they come a second apart
        // (a busy machine only spreads them further, never closer).
        const times = server.requests.filter((r) => /accountStates$/.test(r.path)).map((r) => r.time);
        expect(times).toHaveLength(3);
        for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(900);
      });

      it('says each wait before a retry as it starts, with its cause', async () => {
        server.setFaults({ mode: 'rate-limit', times: 1, retryAfter: 1 });
        const { events, done } = await runJob<LookupJobStart>('startLookup', lookupOf('wallet-v4r2'));
        const retry = events.find((e) => e.type === 'job-retry')?.payload as JobEvents['job-retry'];
        expect(retry.wait).toMatchObject({
          reason: 'rate-limited',
          delayMs: 1_000,
          attempt: 2,
          capped: false,
        });
        expect(retry.wait.cause).toMatch(/429|rate/i);
        expect(done).toMatchObject({ cancelled: false, progress: { doneAccounts: 1, retries: 1 } });
      });

      it('"Retry failed" logs the whole lookup again, from the entry it retries', async () => {
        const failing = raw('wallet-v3r2');
        const limits = { requestsPerSecond: null, maxAddressesPerRequest: 1, maxUrlLength: 8192 };
        await value(t.call('setProfileLimits', { profileId: (await settingsOf()).activeProfileId, limits }));
        server.setFaults({ mode: 'unauthorized', addresses: [failing] });
        const labels = ['wallet-v4r2', 'wallet-v3r2', 'wallet-v5r1'] as const;
        const addresses = labels.map(raw);
        const inputs = labels.map(friendly);
        const first = await runJob<LookupJobStart>('startLookup', lookupArg(addresses, inputs));
        const failed = first.events
          .filter((e) => e.type === 'job-rows')
          .flatMap(
            (e) =>
              rowsOfBatch(
                e.payload as JobEvents['job-rows'] & { kind: 'lookup' },
                () => '',
                (i) => addresses[i],
              ).rows,
          )
          .filter((r) => r.status === 'failed');
        expect(failed.map((r) => r.raw)).toEqual([failing]);
        const firstEntry = (first.done as { logged: { entry: LookupLogSummary } }).logged.entry;
        expect(firstEntry.counts).toEqual({ requested: 3, found: 2, notFound: 0, failed: 1 });

        server.setFaults({ mode: 'none' });
        const retried = await runJob<LookupJobStart>(
          'startLookup',
          lookupArg([failing], [inputs[1]!], { retriedLogId: firstEntry.id }),
        );
        const again = (retried.done as { logged: { entry: LookupLogSummary } }).logged.entry;
        expect(again.counts).toEqual({ requested: 3, found: 3, notFound: 0, failed: 0 });
        const entry = await value<LookupLogEntry>(t.call('getLookupLogEntry', { id: again.id }));
        expect(entry.result.accounts.map((a) => a.address)).toEqual(addresses);
        expect(entry.inputs.map((i) => i.input)).toEqual(inputs);
      });

      it('refuses a lookup on a profile that does not exist, before any job starts', async () => {
        const refused = await error(
          t.call('startLookup', { ...lookupOf('wallet-v4r2'), profileId: 'gone' }),
          'invalid-input',
        );
        expect(refused.message).toContain('"gone"');
        expect(t.events()).toEqual([]);
        expect(server.requests).toHaveLength(0);
      });
    });

    describe('contract insight', () => {
      insightCases(() => ({
        call: (method, arg) => t.call(method, arg),
        runJob,
        requestedPaths: () => server.requests.map((r) => r.path),
        serverUrl: () => server.url,
      }));
    });

    describe('malformed arguments', () => {
      const cases = BRIDGE_METHODS.flatMap((method) =>
        MALFORMED[method].map(([name, arg]) => [method, name, arg] as const),
      );
      it.each(cases)(
        '%s with %s is refused as invalid-input, before any work',
        async (method, _name, arg) => {
          const before = await settingsOf();
          const refused = await error(t.call(method, arg), 'invalid-input');
          expect(refused.message).toContain(`"${method}"`);
          expect(refused.detail).toBeTruthy();
          expect(server.requests).toHaveLength(0);
          expect(t.openedLinks()).toEqual([]);
          expect(await t.savedFiles()).toEqual([]);
          expect(await settingsOf()).toEqual(before);
          expect(await value(t.call('listLookupLog'))).toEqual([]);
        },
      );

      it('covers every method', () => {
        expect(BRIDGE_METHODS.filter((m) => MALFORMED[m].length === 0)).toEqual([]);
      });
    });

    describe('links and files', () => {
      it('opens only allow-listed https links, and answers opened: false for the rest', async () => {
        expect(await value(t.call('openExternal', { url: 'https://tonviewer.com/EQabc' }))).toEqual({
          opened: true,
        });
        for (const url of [
          'http://tonviewer.com/',
          'javascript:alert(1)',
          'https://evil.example/',
          'https://user:pw@tonviewer.com/',
          'not a url',
        ]) {
          expect(await value(t.call('openExternal', { url }))).toEqual({ opened: false });
        }
        expect(t.openedLinks()).toEqual(['https://tonviewer.com/EQabc']);
      });

      it('saves the exact text under the suggested name', async () => {
        const content = 'address,balance_ton\n0:AB,"1.5"\n';
        expect(
          await value(t.call('saveFile', { suggestedName: 'accounts-2026.csv', content, format: 'csv' })),
        ).toMatchObject({ saved: true });
        expect(await t.savedFiles()).toEqual([{ name: 'accounts-2026.csv', content }]);
      });

      it('refuses a file name holding a NUL, a direction control or a stray character, naming it, and saves nothing', async () => {
        for (const [suggestedName, code] of [
          ['accounts\u0000.csv', 'U+0000'],
          ['accounts\u2067.csv', 'U+2067'],
          ['invoice\u202Evsc.csv', 'U+202E'],
          ['accounts\u034F.csv', 'U+034F'],
          ['accounts\u2800.csv', 'U+2800'],
        ] as const) {
          const refused = await error(
            t.call('saveFile', { suggestedName, content: 'x', format: 'csv' }),
            'invalid-input',
          );
          expect(refused.detail, code).toContain(`a file name is one line of visible text: ${code} (`);
        }
        expect(await t.savedFiles()).toEqual([]);
      });

      it('saves text given in parts as one file, the parts one after another', async () => {
        const parts = ['address,balance_ton\r\n', '0:AB,"1.5"\r\n', '', '-1:CD,"жетон 💎"\r\n'];
        expect(
          await value(t.call('saveFile', { suggestedName: 'parts.csv', content: parts, format: 'csv' })),
        ).toMatchObject({ saved: true });
        expect(await t.savedFiles()).toEqual([{ name: 'parts.csv', content: parts.join('') }]);
      });
    });

    describe('the watch list', () => {
      it('keeps what is watched and the interval across a restart, refuses a non-address, and forgets on unwatch', async () => {
        const v4 = sampleAccount('wallet-v4r2');
        const jw = sampleAccount('jetton-wallet-1');
        expect(
          await value(t.call('watchAddress', { address: v4.friendly, jettonWallets: [jw.friendly] })),
        ).toMatchObject({ raw: v4.raw, jettonWallets: [jw.raw] });
        expect(await value(t.call('setWatchSettings', { intervalSeconds: 120 }))).toEqual({
          intervalSeconds: 120,
        });
        await error(t.call('watchAddress', { address: 'EQbroken' }), 'invalid-input');
        await t.restart();
        const listed = await value<{
          entries: { raw: string }[];
          settings: { intervalSeconds: number };
          states: object;
        }>(t.call('listWatch'));
        expect(listed.entries.map((e) => e.raw)).toEqual([v4.raw]);
        expect(listed.settings).toEqual({ intervalSeconds: 120 });
        expect(await value(t.call('watchHistory', { address: v4.raw }))).toEqual({
          changes: [],
          trimmed: null,
        });
        expect(await value(t.call('unwatchAddress', { address: v4.raw }))).toEqual({ removed: true });
        expect((await value<{ entries: unknown[] }>(t.call('listWatch'))).entries).toEqual([]);
      });

      it('re-checks on "Check now": a baseline, then a change kept in the history (across a restart) and notified once, named by its label', async () => {
        const v4 = sampleAccount('wallet-v4r2');
        const row = server.data.get(v4.raw)!;
        const before = row.balance;
        try {
          await value(t.call('watchAddress', { address: v4.friendly }));
          await value(t.call('setLabel', { address: v4.raw, text: 'Alice <b>main</b>' }));
          // Notifications off: the change is kept, nothing is shown.
          expect(await value(t.call('checkWatchNow'))).toMatchObject({
            lastCheck: { checked: 1, changes: 0, failed: 0 },
          });
          row.balance = (BigInt(before) + 1_000_000_000n).toString();
          expect(await value(t.call('checkWatchNow'))).toMatchObject({ lastCheck: { changes: 1 } });
          expect(t.notifications()).toEqual([]);
          const asked = server.requests.filter((r) => /accountStates$/i.test(r.path));
          expect(asked.map((r) => r.query.include_boc)).toEqual([['false'], ['false']]);

          await value(t.call('setWatchSettings', { intervalSeconds: 60, notify: true }));
          row.balance = (BigInt(before) + 2_500_000_000n).toString();
          expect(await value(t.call('checkWatchNow'))).toMatchObject({ lastCheck: { changes: 1 } });
          // Nothing new: no second notification.
          expect(await value(t.call('checkWatchNow'))).toMatchObject({ lastCheck: { changes: 0 } });
          expect(t.notifications()).toEqual([
            {
              raw: v4.raw,
              title: 'Alice bmain/b changed',
              body: expect.stringMatching(/^Balance [\d.]+ TON → [\d.]+ TON$/),
            },
          ]);

          await t.restart();
          const { changes } = await value<{ changes: { field: string; before: string; after: string }[] }>(
            t.call('watchHistory', { address: v4.raw }),
          );
          expect(changes.map((c) => [c.field, c.before, c.after])).toEqual([
            [
              'balance',
              (BigInt(before) + 1_000_000_000n).toString(),
              (BigInt(before) + 2_500_000_000n).toString(),
            ],
            ['balance', before, (BigInt(before) + 1_000_000_000n).toString()],
          ]);
          expect(await value(t.call('watchStatus'))).toMatchObject({ lastCheck: null });
        } finally {
          row.balance = before;
        }
      });
    });

    describe('private labels and favourites', () => {
      const v4 = sampleAccount('wallet-v4r2');

      it("marks a lookup's look-alike of a label added after the first lookup, and no longer once it is removed", async () => {
        const lookAlike = poisoned(v4.raw);
        const marksOf = async () => {
          const { events } = await runJob<LookupJobStart>('startLookup', lookupArg([lookAlike], [lookAlike]));
          return events
            .filter((e) => e.type === 'job-rows')
            .flatMap((e) => (e.payload as JobEvents['job-rows'] & { kind: 'lookup' }).lookAlikes ?? [])
            .map((mark) => [mark.raw, mark.of.raw, mark.of.kept, (mark.of as { label?: string }).label]);
        };
        // The first lookup reads the user's addresses (none yet).
        expect(await marksOf()).toEqual([]);
        await value(t.call('setLabel', { address: v4.friendly, text: 'Alice' }));
        expect(await marksOf()).toEqual([[lookAlike, v4.raw, 'label', 'Alice']]);
        await value(t.call('removeLabel', { address: v4.friendly }));
        expect(await marksOf()).toEqual([]);
        // Saved, then watched: each names it in its own way, and unsaving leaves the watch.
        await value(t.call('addFavourite', { address: v4.raw }));
        expect(await marksOf()).toEqual([[lookAlike, v4.raw, 'favourite', undefined]]);
        await value(t.call('watchAddress', { address: v4.raw }));
        await value(t.call('removeFavourite', { address: v4.raw }));
        expect(await marksOf()).toEqual([[lookAlike, v4.raw, 'watch', undefined]]);
        await value(t.call('unwatchAddress', { address: v4.friendly }));
        expect(await marksOf()).toEqual([]);
      });

      it("finds a logged lookup's look-alikes again behind the bridge: against the labels as they are now, and among its own accounts", async () => {
        const lookAlike = poisoned(v4.raw);
        const v3 = sampleAccount('wallet-v3r2').raw;
        const copyOfV3 = poisoned(v3);
        const { done } = await runJob(
          'startLookup',
          lookupArg([v3, lookAlike, copyOfV3], [v3, lookAlike, copyOfV3]),
        );
        const { id } = (done as { logged: { entry: LookupLogSummary } }).logged.entry;
        type Mark = { raw: string; of: { raw: string; row?: number; kept?: string; label?: string } };
        const marksOf = async () =>
          (await value<{ lookAlikes: Mark[] }>(t.call('lookAlikesOfLogEntry', { id }))).lookAlikes.map(
            (mark) => [mark.raw, mark.of.raw, mark.of.row ?? mark.of.kept, mark.of.label],
          );
        const amongItsOwn = [
          [copyOfV3, v3, 0, undefined],
          [v3, copyOfV3, 2, undefined],
        ];
        expect(await marksOf()).toEqual(amongItsOwn);
        // Labelled since the lookup ran: found now, with the label's text.
        await value(t.call('setLabel', { address: v4.friendly, text: 'Alice' }));
        expect(await marksOf()).toEqual([[lookAlike, v4.raw, 'label', 'Alice'], ...amongItsOwn]);
        await value(t.call('removeLabel', { address: v4.friendly }));
        expect(await marksOf()).toEqual(amongItsOwn);
      });

      it('names an address in any form by its raw form, survives a restart, and round-trips through CSV', async () => {
        const label = await value<{ raw: string; text: string; origin: string }>(
          t.call('setLabel', { address: v4.friendly, text: '  Customer #4411  ' }),
        );
        expect(label).toMatchObject({ raw: v4.raw, text: 'Customer #4411', origin: 'user' });
        expect(await value(t.call('addFavourite', { address: v4.raw }))).toMatchObject({ raw: v4.raw });
        await t.restart();
        const listed = await value<{
          labels: { raw: string; text: string }[];
          favourites: { raw: string }[];
        }>(t.call('listLabels'));
        expect(listed.labels.map((l) => [l.raw, l.text])).toEqual([[v4.raw, 'Customer #4411']]);
        expect(listed.favourites.map((f) => f.raw)).toEqual([v4.raw]);
        const { csv } = await value<{ csv: string }>(t.call('exportLabels'));
        expect(await value(t.call('removeLabel', { address: v4.raw }))).toEqual({ removed: true });
        expect(await value(t.call('removeFavourite', { address: v4.raw }))).toEqual({ removed: true });
        expect(await value(t.call('importLabels', { csv }))).toEqual({
          labels: 1,
          favourites: 1,
          refused: [],
        });
        expect(
          (await value<{ labels: { text: string }[] }>(t.call('listLabels'))).labels.map((l) => l.text),
        ).toEqual(['Customer #4411']);
      });

      it('refuses a label that hides its direction, or an address that is not one, saying why, and keeps nothing', async () => {
        const bidi = await error(
          t.call('setLabel', { address: v4.raw, text: 'abc\u202Edef' }),
          'invalid-input',
        );
        expect(bidi.message).toMatch(/U\+202E/);
        // Invisible characters too: a soft hyphen, tag characters, a NUL, a zero-width joiner at an end.
        for (const [text, code] of [
          ['Ali\u00ADce', 'U+00AD'],
          ['Alice\u{E0041}\u{E0042}', 'U+E0041'],
          ['Ali\u0000ce', 'U+0000'],
          ['Alice\u200D', 'U+200D'],
        ] as const) {
          const hidden = await error(t.call('setLabel', { address: v4.raw, text }), 'invalid-input');
          expect(hidden.message, code).toContain(`a label is one line of visible text: ${code}`);
        }
        // Joiners between visible characters stay: emoji sequences, Persian words.
        await value(t.call('setLabel', { address: v4.raw, text: 'Dev 👩\u200D💻 می\u200Cخواهم' }));
        await value(t.call('removeLabel', { address: v4.raw }));
        await error(t.call('setLabel', { address: 'not-an-address', text: 'x' }), 'invalid-input');
        expect((await value<{ labels: unknown[] }>(t.call('listLabels'))).labels).toEqual([]);
      });
    });

    describe('the lookup log', () => {
      /** Runs a lookup of these samples to its end; answers the entry its job logged. */
      const logged = async (...labels: Parameters<typeof sampleAccount>[0][]) => {
        const { done } = await runJob<LookupJobStart>('startLookup', lookupOf(...labels));
        return (done as { logged: { entry: LookupLogSummary } }).logged.entry;
      };

      it('lists the logged lookups newest first, reads one back whole, deletes it', async () => {
        const first = await logged('wallet-v4r2');
        const second = await logged('wallet-v3r2', 'wallet-v5r1');
        const listed = await value<LookupLogSummary[]>(t.call('listLookupLog'));
        expect(listed.map((s) => s.id)).toEqual([second.id, first.id]);
        const entry = await value<LookupLogEntry>(t.call('getLookupLogEntry', { id: second.id }));
        expect(entry.result.accounts.map((a) => a.address)).toEqual([raw('wallet-v3r2'), raw('wallet-v5r1')]);
        expect(await value(t.call('deleteLookupLogEntry', { id: first.id }))).toEqual({ deleted: true });
        expect(await value(t.call('deleteLookupLogEntry', { id: first.id }))).toEqual({ deleted: false });
        expect((await value<{ id: string }[]>(t.call('listLookupLog'))).map((s) => s.id)).toEqual([
          second.id,
        ]);
      });

      it('keeps a title, a note and a pin apart from the body, finds an entry by an address, and reports its fill', async () => {
        const first = await logged('wallet-v4r2', 'wallet-v3r2', 'wallet-v5r1');
        const second = await logged('jetton-wallet-1', 'nft-item');
        const noted = await value<{ title?: string; note?: string; pinned?: boolean }>(
          t.call('annotateLookupLogEntry', {
            id: first.id,
            notes: { title: 'Refund case', note: 'T-4411', pinned: true },
          }),
        );
        expect(noted).toMatchObject({ title: 'Refund case', note: 'T-4411', pinned: true });
        await t.restart();
        const listed = await value<
          { id: string; note?: string; pinned?: boolean; firstAddresses?: string[] }[]
        >(t.call('listLookupLog'));
        expect(listed.find((s) => s.id === first.id)).toMatchObject({
          note: 'T-4411',
          pinned: true,
          firstAddresses: [raw('wallet-v4r2'), raw('wallet-v3r2'), raw('wallet-v5r1')],
        });
        expect(await value(t.call('findInLookupLog', { raw: raw('nft-item') }))).toEqual({
          ids: [second.id],
        });
        expect(await value(t.call('lookupLogStatus'))).toMatchObject({
          entries: 2,
          pinned: 1,
          lastEviction: null,
        });
      });

      it('answers a missing entry as a plain error, no stack', async () => {
        const missing = await error(
          t.call('getLookupLogEntry', { id: '1763888888000-abc123' }),
          'invalid-input',
        );
        expect(missing.message).toMatch(/no longer in the log/);
        expect(JSON.stringify(missing)).not.toMatch(/\bat .+:\d+:\d+/);
      });
    });
  });
}

const RAW = sampleAccount('wallet-v4r2').raw.toUpperCase();
const FRIENDLY = sampleAccount('wallet-v4r2').friendly;
const LOG_ID = '1763888888000-abc123';

/** Malformed payloads per method: wrong types, extra keys, out-of-range values. Typed so no method is forgotten. */
const MALFORMED: Record<BridgeMethod, [string, unknown][]> = {
  getMasterchainInfo: [
    ['an object', { requestId: 'r' }],
    ['a string', 'masterchain'],
  ],
  startLookup: [
    [
      'addresses as a list',
      { jobId: 'job-lookup-1', addressLines: [RAW], inputLines: RAW, includeBoc: true },
    ],
    [
      'a friendly (non-raw) address',
      { jobId: 'job-lookup-1', addressLines: FRIENDLY, inputLines: FRIENDLY, includeBoc: true },
    ],
    ['no job id', { addressLines: RAW, inputLines: RAW, includeBoc: true }],
    [
      'a raw address in lower case',
      { jobId: 'job-lookup-1', addressLines: RAW.toLowerCase(), inputLines: RAW, includeBoc: true },
    ],
    ['no addresses', { jobId: 'job-lookup-1', addressLines: '', inputLines: '', includeBoc: true }],
    [
      'an empty line among the addresses',
      { jobId: 'job-lookup-1', addressLines: `${RAW}\n`, inputLines: `${RAW}\n`, includeBoc: true },
    ],
    [
      'fewer inputs than addresses',
      { jobId: 'job-lookup-1', addressLines: `${RAW}\n${RAW}`, inputLines: RAW, includeBoc: true },
    ],
    [
      'an extra key',
      { jobId: 'job-lookup-1', addressLines: RAW, inputLines: RAW, includeBoc: true, baseUrl: 'http://evil' },
    ],
    [
      'the lists under their old names',
      { jobId: 'job-lookup-1', addresses: [RAW], inputs: [RAW], includeBoc: true },
    ],
    ['includeBoc missing', { jobId: 'job-lookup-1', addressLines: RAW, inputLines: RAW }],
    [
      'a bad log id to retry',
      { jobId: 'job-lookup-1', addressLines: RAW, inputLines: RAW, includeBoc: true, retriedLogId: '../x' },
    ],
  ],
  startTokens: [
    ['no masters', { jobId: 'job-tokens-1', owners: [RAW], masters: [] }],
    ['a friendly owner', { jobId: 'job-tokens-1', owners: [FRIENDLY], masters: [RAW] }],
    [
      'too many jettons',
      { jobId: 'job-tokens-1', owners: [RAW], masters: Array.from({ length: 21 }, () => RAW) },
    ],
    ['no job id', { owners: [RAW], masters: [RAW] }],
  ],
  inspect: [
    ['no addresses', { addresses: [] }],
    ['a state instead of an address', { addresses: [{ address: RAW }] }],
    [
      'more accounts than one call takes',
      { addresses: Array.from({ length: MAX_INSPECT_ACCOUNTS + 1 }, () => RAW) },
    ],
    ['a fractional time', { addresses: [RAW], unixTime: 1.5 }],
    ['metadata sent back up', { addresses: [RAW], metadata: {} }],
  ],
  readListFile: [
    ['no text', { name: 'list.csv' }],
    ['bytes, not text', { name: 'list.csv', text: [1, 2] }],
  ],
  inputColumnsOf: [
    ['a file id of another shape', { file: '../list', raws: [RAW] }],
    ['a friendly address', { file: 'list-1', raws: [FRIENDLY] }],
  ],
  cancelJob: [
    ['no id', {}],
    ['an id that is no job id', { jobId: '../x' }],
    ['an extra key', { jobId: 'job-1-abcdef', all: true }],
  ],
  getSettings: [['an object', { includeKeys: true }]],
  saveProfile: [
    ['a javascript: URL', { name: 'x', baseUrl: 'javascript:alert(1)' }],
    ['a URL with credentials', { name: 'x', baseUrl: 'http://user:pw@127.0.0.1:1' }],
    ['builtIn: true smuggled in', { name: 'x', baseUrl: 'http://127.0.0.1:1', builtIn: true }],
    ['an empty name', { name: '   ', baseUrl: 'http://127.0.0.1:1' }],
    ['an id with capitals', { id: 'NODE', name: 'x', baseUrl: 'http://127.0.0.1:1' }],
    ['a name with a right-to-left override', { name: 'Main\u202Eten', baseUrl: 'http://127.0.0.1:1' }],
    ['a name with a NUL', { name: 'Main\u0000net', baseUrl: 'http://127.0.0.1:1' }],
    ['a name with a soft hyphen', { name: 'Main\u00ADnet', baseUrl: 'http://127.0.0.1:1' }],
    ['a name with tag characters', { name: 'Main\u{E0041}', baseUrl: 'http://127.0.0.1:1' }],
  ],
  deleteProfile: [
    ['a number id', { id: 5 }],
    ['an extra key', { id: 'local-indexer', force: true }],
  ],
  setActiveProfile: [
    ['no id', {}],
    ['null', null],
  ],
  setApiKey: [
    ['a number key', { profileId: 'toncenter-mainnet', apiKey: 5 }],
    ['a key too long', { profileId: 'toncenter-mainnet', apiKey: 'k'.repeat(257) }],
    ['an extra key', { profileId: 'toncenter-mainnet', apiKey: 'k', plain: true }],
  ],
  setAllowWeakKeyStorage: [['a string', { allow: 'yes' }]],
  setProfileLimits: [
    [
      'more than 1024 addresses per request',
      {
        profileId: 'toncenter-mainnet',
        limits: { requestsPerSecond: 1, maxAddressesPerRequest: 2000, maxUrlLength: 8192 },
      },
    ],
    [
      'a zero rate',
      {
        profileId: 'toncenter-mainnet',
        limits: { requestsPerSecond: 0, maxAddressesPerRequest: 100, maxUrlLength: 8192 },
      },
    ],
    ['limits missing', { profileId: 'toncenter-mainnet' }],
  ],
  savePreferences: [
    ['a timeout below the minimum', { requestTimeoutMs: 10 }],
    ['an unknown preference', { theme: 'dark' }],
    ['a fractional interval', { refreshIntervalSeconds: 1.5 }],
  ],
  testConnection: [['no profile', {}]],
  learnedPace: [
    ['no profile', {}],
    ['an extra key', { profileId: 'local-indexer', rate: 5 }],
  ],
  forgetLearnedPace: [
    ['no profile', {}],
    ['an extra key', { profileId: 'local-indexer', rate: 5 }],
  ],
  accountRows: [
    ['no addresses', { addresses: [] }],
    ['a friendly address', { addresses: [FRIENDLY] }],
    ['more than a handful', { addresses: Array.from({ length: 65 }, () => RAW) }],
  ],
  openExternal: [
    ['a number', { url: 5 }],
    ['a URL too long', { url: `https://tonviewer.com/${'a'.repeat(2100)}` }],
  ],
  listLookupLog: [['an object', { all: true }]],
  getLookupLogEntryPart: [
    ['a negative part', { id: '1795650392256-b80wci', part: -1 }],
    ['no id', { part: 0 }],
  ],
  lookAlikesOfLogEntry: [
    ['a path as id', { id: '../../settings.json' }],
    ['the labels sent up', { id: LOG_ID, labels: [] }],
  ],
  getLookupLogEntry: [
    ['a path as id', { id: '../../settings.json' }],
    ['an extra key', { id: LOG_ID, raw: true }],
  ],
  deleteLookupLogEntry: [['no id', {}]],
  annotateLookupLogEntry: [
    ['an unknown field', { id: LOG_ID, notes: { colour: 'red' } }],
    ['a note too long', { id: LOG_ID, notes: { note: 'n'.repeat(4001) } }],
  ],
  lookupLogStatus: [['an object', { all: true }]],
  findInLookupLog: [['a friendly (non-raw) address', { raw: sampleAccount('wallet-v4r2').friendly }]],
  listWatch: [['an object', { all: true }]],
  watchAddress: [
    ['too many jetton wallets', { address: RAW, jettonWallets: Array.from({ length: 21 }, () => RAW) }],
    ['an extra key', { address: RAW, notify: 'always' }],
  ],
  unwatchAddress: [['no address', {}]],
  setWatchSettings: [
    ['an interval below 30 s', { intervalSeconds: 5 }],
    ['an unknown setting', { intervalSeconds: 300, share: 1 }],
  ],
  watchHistory: [['a limit of 0', { address: RAW, limit: 0 }]],
  watchStatus: [['an object', { all: true }]],
  checkWatchNow: [['an object', { now: true }]],
  listLabels: [['an object', { all: true }]],
  listLabelsPage: [
    ['no limit', {}],
    ['a page of a million', { limit: 1_000_000 }],
    ['a friendly address to start after', { limit: 10, after: 'EQabc' }],
  ],
  labelsOf: [['a friendly address', { raws: ['EQabc'] }]],
  storeNotices: [['an object', { all: true }]],
  dismissStoreNotice: [
    ['no id', {}],
    ['an id that is a path', { id: '../../etc/passwd' }],
  ],
  setLabel: [
    ['no text', { address: RAW }],
    ['an extra key', { address: RAW, text: 'x', origin: 'indexer' }],
    ['a label far too long', { address: RAW, text: 'x'.repeat(1000) }],
  ],
  removeLabel: [['a number address', { address: 5 }]],
  addFavourite: [['a number address', { address: 42 }]],
  removeFavourite: [['no address', {}]],
  exportLabels: [['a string', 'all']],
  importLabels: [
    ['csv not text', { csv: 5 }],
    ['an extra key', { csv: '', overwrite: true }],
  ],
  saveFile: [
    ['a path as the name', { suggestedName: '../../.bashrc', content: 'x', format: 'csv' }],
    ['an absolute path', { suggestedName: '/etc/passwd', content: 'x', format: 'csv' }],
    ['a Windows path', { suggestedName: 'C:\\x.csv', content: 'x', format: 'csv' }],
    ['a hidden file', { suggestedName: '.profile', content: 'x', format: 'csv' }],
    ['a right-to-left override', { suggestedName: 'invoice\u202Evsc.exe', content: 'x', format: 'csv' }],
    ['a soft hyphen', { suggestedName: 'ton\u00ADlabels.csv', content: 'x', format: 'csv' }],
    ['tag characters', { suggestedName: 'ton-labels\u{E0041}.csv', content: 'x', format: 'csv' }],
    ['an unknown format', { suggestedName: 'a.exe', content: 'x', format: 'exe' }],
    ['a png that is not Base64', { suggestedName: 'a.png', content: '<svg/>', format: 'png' }],
    ['a png in parts', { suggestedName: 'a.png', content: ['iVBORw0KGgo='], format: 'png' }],
    ['content not text', { suggestedName: 'a.csv', content: 5, format: 'csv' }],
    ['a part not text', { suggestedName: 'a.csv', content: ['a', 5], format: 'csv' }],
  ],
  runGetMethod: [
    ['no address', { method: 'seqno' }],
    ['a friendly address', { address: sampleAccount('wallet-v4r2').friendly, method: 'seqno' }],
    [
      'an argument of an unknown type',
      { address: RAW, method: 'seqno', args: [{ type: 'float', value: '1.5' }] },
    ],
    [
      'a state sent up instead of an address',
      { account: { address: RAW, code_boc: 'te6c', balance: '1' }, method: 'seqno' },
    ],
    ['an extra key', { address: RAW, method: 'seqno', config: 'x' }],
  ],
  disassembleCode: [
    ['no address', {}],
    ['code sent up instead of an address', { codeBoc: 'te6c' }],
  ],
  cellTree: [
    ['too many cells asked', { address: RAW, part: 'data', maxCells: 1_000_000 }],
    ['a BoC sent up instead of an address', { boc: 'te6c' }],
    ['an unknown part', { address: RAW, part: 'libraries' }],
  ],
  listLibraries: [['an object', { all: true }]],
  addLibrary: [
    ['no BoC', {}],
    ['an extra key', { boc: 'te6cc', origin: 'bundled' }],
    ['a hash that is no hash', { boc: 'te6cc', expectedHash: 'AB' }],
  ],
  removeLibrary: [
    ['no hash', {}],
    ['an upper-case hash', { hash: 'A'.repeat(64) }],
  ],
};
