/** The gateway in front of the Go server (docs/indexer-api.md §1, §5.2, §5.3): API key and rate limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressQuery, get } from './http-test-client';
import { startIndexServer } from './server';
import type { RunningIndexServer } from './server';

describe('API key', () => {
  let server: RunningIndexServer;
  beforeAll(async () => {
    server = await startIndexServer({ apiKey: 'sekret-key' });
  });
  afterAll(() => server.close());

  it('answers the gateway 401 without a key or with a wrong one', async () => {
    const attempts: Array<Record<string, string>> = [{}, { 'X-API-Key': 'other' }];
    for (const headers of attempts) {
      const res = await get(`${server.url}/api/v3/masterchainInfo`, headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.text).toBe('{"ok":false,"code":401,"error":"API key does not exist"}');
    }
    expect((await get(`${server.url}/api/v3/masterchainInfo?api_key=nope`)).status).toBe(401);
  });

  it('accepts the key in X-API-Key (any spelling) or in api_key', async () => {
    expect((await get(`${server.url}/api/v3/masterchainInfo`, { 'X-API-Key': 'sekret-key' })).status).toBe(
      200,
    );
    expect((await get(`${server.url}/api/v3/masterchainInfo`, { 'x-api-key': 'sekret-key' })).status).toBe(
      200,
    );
    expect((await get(`${server.url}/api/v3/masterchainInfo`, { 'X-Api-Key': 'sekret-key' })).status).toBe(
      200,
    );
    const raw = server.data.sample('wallet-v3r2').raw;
    const res = await get(`${server.url}/api/v3/accountStates?address=${raw}&api_key=sekret-key`);
    expect(res.status).toBe(200);
    expect((res.json() as { accounts: unknown[] }).accounts.length).toBe(1);
  });
});

describe('rate limit', () => {
  async function burst(server: RunningIndexServer, n: number): Promise<Awaited<ReturnType<typeof get>>[]> {
    return Promise.all(Array.from({ length: n }, () => get(`${server.url}/api/v3/masterchainInfo`)));
  }

  it('lets perSecond requests through and answers the rest 429 with Retry-After', async () => {
    const server = await startIndexServer({ rateLimit: { perSecond: 2 } });
    try {
      const results = await burst(server, 5);
      expect(results.filter((r) => r.status === 200).length).toBe(2);
      const limited = results.filter((r) => r.status === 429);
      expect(limited.length).toBe(3);
      for (const r of limited) {
        expect(r.headers.get('retry-after')).toBe('1');
        expect(r.text).toBe('{"ok":false,"result":"Ratelimit exceed","code":429}');
      }
    } finally {
      await server.close();
    }
  });

  it('can omit Retry-After and use the error-shaped body', async () => {
    const server = await startIndexServer({ rateLimit: { perSecond: 1, retryAfter: false, body: 'error' } });
    try {
      const results = await burst(server, 3);
      const limited = results.filter((r) => r.status === 429);
      expect(limited.length).toBe(2);
      for (const r of limited) {
        expect(r.headers.get('retry-after')).toBeNull();
        expect(r.text).toBe('{"ok":false,"code":429,"error":"Ratelimit exceeded"}');
      }
    } finally {
      await server.close();
    }
  });
});

describe('request size limits', () => {
  let server: RunningIndexServer;
  beforeAll(async () => {
    server = await startIndexServer({ dataset: { generated: 200 }, maxUrlLength: 2000, maxHeaderBytes: 600 });
  });
  afterAll(() => server.close());

  /** A request-target of exactly `length` characters: addresses, then padding in an ignored parameter. */
  function targetOf(length: number): string {
    const base = `/api/v3/accountStates?${addressQuery(server.data.list.slice(0, 20).map((a) => a.raw))}&pad=`;
    return `${base}${'x'.repeat(length - base.length)}`;
  }

  it("answers a request-target longer than maxUrlLength with openresty's HTML 414, and one at the limit normally", async () => {
    expect(targetOf(2000)).toHaveLength(2000);
    expect((await get(`${server.url}${targetOf(2000)}`)).status).toBe(200);
    const refused = await get(`${server.url}${targetOf(2001)}`);
    expect(refused.status).toBe(414);
    expect(refused.headers.get('content-type')).toBe('text/html');
    expect(refused.text).toContain('<head><title>414 Request-URI Too Large</title></head>');
    expect(refused.text).toContain('<hr><center>openresty</center>');
    expect(server.requests.at(-1)?.status).toBe(414);
  });

  it('answers a header block larger than maxHeaderBytes with 431', async () => {
    const url = `${server.url}/api/v3/masterchainInfo`;
    expect((await get(url, { 'X-Small': 'a' })).status).toBe(200);
    const refused = await get(url, { 'X-Large': 'b'.repeat(700) });
    expect(refused.status).toBe(431);
    expect(refused.text).toContain('431 Request Header Fields Too Large');
  });

  it('has no such limits unless asked (long lists work as on the Go server)', async () => {
    const open = await startIndexServer({ dataset: { generated: 1000 } });
    try {
      const res = await get(
        `${open.url}/api/v3/accountStates?${addressQuery(open.data.list.slice(0, 1000).map((a) => a.raw))}`,
      );
      expect(res.status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
