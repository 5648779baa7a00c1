/**
 * The hostile and quirky modes over real HTTP: an indexer before v1.2.2 (hidden limit/offset), the
 * 422 a database error gets from accountStates, a redirect elsewhere, answers that contradict their
 * request, nesting 4,100 levels deep, terminal escapes, a body too large and a gzip bomb, a long
 * Retry-After. What each sends is what the client's checks are tested against.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseAccountAddress } from './address-codec';
import { DB_ERRORS } from './faults';
import {
  HOSTILE_DESCRIPTION,
  HOSTILE_DOMAIN,
  HOSTILE_NAME,
  MANY_INTERFACES,
  TERMINAL_ESCAPES,
} from './hostile-answers';
import { addressQuery, get } from './http-test-client';
import { startIndexServer, type RunningIndexServer } from './server';

let server: RunningIndexServer;
let samples: string[];
const accounts = (query = '') => get(`${server.url}/api/v3/accountStates?${addressQuery(samples)}${query}`);
type Body = {
  accounts: { address: string; balance: string; status: string }[];
  address_book: Record<string, { user_friendly: string; domain: string | null }>;
  metadata: Record<string, { token_info: { extra?: unknown }[] }>;
};

beforeAll(async () => {
  server = await startIndexServer();
  samples = server.data.samples.map((s) => s.raw);
});
afterEach(() => server.setFaults({ mode: 'none' }));
afterAll(() => server.close());

/** Raw bytes of one GET, without decompressing, with the headers. */
function rawGet(
  url: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('legacy-limit (a server before v1.2.2, §4.1)', () => {
  it('answers its default limit of rows (100 unless set), honours limit and offset, and refuses a limit over 1000', async () => {
    server.setFaults({ mode: 'legacy-limit', defaultLimit: 5 });
    expect(((await accounts()).json() as Body).accounts).toHaveLength(5);
    expect(((await accounts('&limit=100')).json() as Body).accounts).toHaveLength(samples.length);
    const page = (await accounts('&limit=100&offset=10')).json() as Body;
    expect(page.accounts).toHaveLength(samples.length - 10);
    const tooMany = await accounts('&limit=1001');
    expect([tooMany.status, tooMany.text]).toEqual([
      422,
      '{"error":"limit is not allowed: 1001 \\u003e 1000"}',
    ]);
    const bad = await accounts('&limit=ten');
    expect(bad.json()).toEqual({ error: 'failed to decode: schema: error converting value for "limit"' });
  });

  it('a current server ignores limit (an unknown parameter, §2.4)', async () => {
    expect(((await accounts('&limit=3')).json() as Body).accounts).toHaveLength(samples.length);
  });
});

describe('db-error-422', () => {
  it("accountStates answers 422 with the driver's words; masterchainInfo 500", async () => {
    for (const [dbError, text] of Object.entries(DB_ERRORS)) {
      server.setFaults({ mode: 'db-error-422', dbError: dbError as keyof typeof DB_ERRORS });
      const res = await accounts();
      expect(res.status).toBe(422);
      expect(res.json()).toEqual({ error: text });
    }
    expect((await get(`${server.url}/api/v3/masterchainInfo`)).status).toBe(500);
  });
});

describe('redirect', () => {
  it('sends the client to another origin, path and query kept; refused without a target', async () => {
    server.setFaults({ mode: 'redirect', redirectTo: 'http://127.0.0.1:9/' });
    const res = await rawGet(`${server.url}/api/v3/masterchainInfo?x=1`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('http://127.0.0.1:9/api/v3/masterchainInfo?x=1');
    expect(() => server.setFaults({ mode: 'redirect' })).toThrow(/needs redirectTo/);
  });
});

describe('answers that contradict their request', () => {
  it('address-book-mismatch: every entry names another account', async () => {
    server.setFaults({ mode: 'address-book-mismatch' });
    const body = (await accounts()).json() as Body;
    expect(Object.keys(body.address_book)).toHaveLength(samples.length);
    for (const [key, entry] of Object.entries(body.address_book)) {
      const named = parseAccountAddress(entry.user_friendly);
      expect(named).not.toBeNull();
      expect(named).not.toBe(key);
    }
  });

  it('duplicate-account: the first account once more, with a balance of 1 nanoton', async () => {
    server.setFaults({ mode: 'duplicate-account' });
    const body = (await accounts()).json() as Body;
    expect(body.accounts).toHaveLength(samples.length + 1);
    expect(body.accounts.at(-1)).toMatchObject({ address: body.accounts[0]!.address, balance: '1' });
  });

  it('deep-metadata: 4,100 levels of arrays in token_info.extra (8 KB)', async () => {
    server.setFaults({ mode: 'deep-metadata' });
    const res = await accounts();
    expect(res.text).toContain(`${'['.repeat(4100)}"deep"${']'.repeat(4100)}`);
    expect(res.text).not.toContain(`${'['.repeat(4101)}"deep"`);
  });

  it('terminal-escapes: OSC 52, screen clear and title in the chosen fields', async () => {
    server.setFaults({ mode: 'terminal-escapes', escapesIn: ['status', 'user_friendly', 'domain'] });
    const body = (await accounts()).json() as Body;
    expect(body.accounts.every((a) => a.status.endsWith(TERMINAL_ESCAPES))).toBe(true);
    for (const entry of Object.values(body.address_book)) {
      expect(entry.user_friendly.endsWith(TERMINAL_ESCAPES)).toBe(true);
      expect(entry.domain).toBe(`evil.ton${TERMINAL_ESCAPES}`);
    }
  });

  it('hostile-text: look-alike, override and hidden characters in domains, names and descriptions; sizeMb makes them long', async () => {
    type TextBody = Body & {
      metadata: Record<string, { token_info: { name?: string; description?: string }[] }>;
    };
    server.setFaults({ mode: 'hostile-text' });
    const body = (await accounts()).json() as TextBody;
    expect(Object.values(body.address_book).every((e) => e.domain === HOSTILE_DOMAIN)).toBe(true);
    for (const account of body.accounts) {
      expect(body.metadata[account.address]!.token_info[0]).toMatchObject({
        name: HOSTILE_NAME,
        description: HOSTILE_DESCRIPTION,
      });
    }
    server.setFaults({ mode: 'hostile-text', sizeMb: 1 });
    const long = (await accounts()).json() as TextBody;
    const domain = Object.values(long.address_book)[0]!.domain!;
    expect(domain.startsWith(HOSTILE_DOMAIN)).toBe(true);
    expect(domain).toHaveLength(1024 * 1024);
    expect(long.metadata[long.accounts[0]!.address]!.token_info[0]!.description).toHaveLength(1024 * 1024);
  });

  it('long-strings: the chosen fields sizeMb MB long, each starting as a real one does', async () => {
    type LongBody = Omit<Body, 'accounts' | 'address_book' | 'metadata'> & {
      accounts: { address: string; status: string; interfaces: string[] | null; code_boc?: string }[];
      address_book: Record<string, { user_friendly: string; interfaces?: string[] | null }>;
      metadata: Record<string, { token_info: { type?: string; image?: string; extra?: object }[] }>;
    };
    const mb = 1024 * 1024;
    server.setFaults({ mode: 'long-strings', sizeMb: 1 });
    const body = (await accounts()).json() as LongBody;
    for (const account of body.accounts) {
      expect(account.status.startsWith('active')).toBe(true);
      expect(account.status).toHaveLength(mb);
      expect(account.interfaces).toHaveLength(1);
      expect(account.interfaces![0]!.startsWith('wallet_v4r2')).toBe(true);
      expect(account.interfaces![0]).toHaveLength(mb);
    }
    expect(Object.values(body.address_book).every((e) => e.interfaces![0]!.length === mb)).toBe(true);

    server.setFaults({
      mode: 'long-strings',
      sizeMb: 0.01,
      longIn: ['many-interfaces', 'token_type', 'image', 'user_friendly', 'code_boc', 'extra_key'],
    });
    const other = (await accounts()).json() as LongBody;
    const first = other.accounts[0]!;
    expect(first.interfaces).toHaveLength(MANY_INTERFACES);
    expect(first.status.length).toBeLessThan(10);
    expect(other.accounts.some((a) => a.code_boc?.length === Math.round(0.01 * mb))).toBe(true);
    expect(Object.values(other.address_book)[0]!.user_friendly).toHaveLength(Math.round(0.01 * mb));
    const info = other.metadata[first.address]!.token_info[0]!;
    expect(info.type).toHaveLength(Math.round(0.01 * mb));
    expect(info.image!.startsWith('https://')).toBe(true);
    expect(Object.keys(info.extra!).some((key) => key.length === Math.round(0.01 * mb))).toBe(true);
  });

  it('metadata-states: pending, valid false, scam and NSFW in turn', async () => {
    type StateBody = Body & {
      metadata: Record<
        string,
        { is_indexed: boolean; token_info: { valid?: boolean; is_scam?: boolean; is_nsfw?: boolean }[] }
      >;
    };
    server.setFaults({ mode: 'metadata-states' });
    const body = (await accounts()).json() as StateBody;
    const [a, b, c, d] = body.accounts
      .map((x) => x.address)
      .sort()
      .map((raw) => body.metadata[raw]!);
    expect(a).toEqual({ is_indexed: false, token_info: [] });
    expect(b!.token_info[0]!.valid).toBe(false);
    expect(c!.token_info[0]!.is_scam).toBe(true);
    expect(d!.token_info[0]!.is_nsfw).toBe(true);
  });
});

describe('bodies too large to hold', () => {
  it('huge-body: the promised length, that many bytes, valid JSON', async () => {
    server.setFaults({ mode: 'huge-body', sizeMb: 3 });
    const res = await rawGet(`${server.url}/api/v3/accountStates?${addressQuery(samples)}`);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeGreaterThan(3 * 1024 * 1024);
    expect((JSON.parse(res.body.toString()) as Body).accounts).toEqual([]);
  });

  it('gzip-bomb: ~1000 times smaller than what it inflates to', async () => {
    server.setFaults({ mode: 'gzip-bomb', sizeMb: 20 });
    const res = await rawGet(`${server.url}/api/v3/accountStates?${addressQuery(samples)}`);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.length).toBeLessThan(40 * 1024);
    expect(gunzipSync(res.body).length).toBeGreaterThan(20 * 1024 * 1024);
  });
});

describe('rate-limit with a long Retry-After', () => {
  it('sends the Retry-After asked for', async () => {
    server.setFaults({ mode: 'rate-limit', retryAfter: 999_999 });
    const res = await accounts();
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('999999');
  });
});
