/** The gateway in front of the Go server (INDEX_API_V3.md §1, §5.2, §5.3): API key and rate limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from './http-test-client';
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
    expect((await get(`${server.url}/api/v3/masterchainInfo`, { 'X-API-Key': 'sekret-key' })).status).toBe(200);
    expect((await get(`${server.url}/api/v3/masterchainInfo`, { 'x-api-key': 'sekret-key' })).status).toBe(200);
    expect((await get(`${server.url}/api/v3/masterchainInfo`, { 'X-Api-Key': 'sekret-key' })).status).toBe(200);
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
