/**
 * Every fault mode over real HTTP (docs/indexer-api.md §5.2, §5.3): what a client receives when the server,
 * the gateway or the network misbehaves, plus `times` and `endpoints` targeting.
 */
import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addressQuery, get } from './http-test-client';
import { startIndexServer } from './server';
import type { RunningIndexServer } from './server';

let server: RunningIndexServer;
let accountsUrl: string;
let infoUrl: string;

beforeAll(async () => {
  server = await startIndexServer();
  accountsUrl = `${server.url}/api/v3/accountStates?address=${server.data.sample('wallet-v4r2').raw}&address=${server.data.sample('uninit').raw}`;
  infoUrl = `${server.url}/api/v3/masterchainInfo`;
});
afterEach(() => server.setFaults({ mode: 'none' }));
afterAll(() => server.close());

/** Raw HTTP GET that reports the promised Content-Length, the bytes that actually arrived and how it ended. */
function rawGet(
  url: string,
): Promise<{ status: number; contentLength: number; received: number; aborted: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      let received = 0;
      let aborted = false;
      res.on('data', (chunk: Buffer) => (received += chunk.length));
      res.on('aborted', () => (aborted = true));
      res.on('error', () => (aborted = true));
      res.on('close', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentLength: Number(res.headers['content-length']),
          received,
          aborted,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('fault modes', () => {
  it('http500: the Go error handler body', async () => {
    server.setFaults({ mode: 'http500' });
    const res = await get(accountsUrl);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(Object.keys(res.json() as object)).toEqual(['error']);
    expect((res.json() as { error: string }).error).toMatch(/^internal server error: /);
  });

  it('http502-html: an openresty HTML page, not JSON', async () => {
    server.setFaults({ mode: 'http502-html' });
    const res = await get(infoUrl);
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(res.text).toContain('<center><h1>502 Bad Gateway</h1></center>');
    expect(res.text).toContain('openresty');
    expect(() => res.json()).toThrow();
  });

  it('malformed-json: status 200 and a JSON content type, but unparsable', async () => {
    server.setFaults({ mode: 'malformed-json' });
    for (const url of [accountsUrl, infoUrl]) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(() => res.json()).toThrow(SyntaxError);
    }
  });

  it('truncated-body: promises the full length, sends about half, then drops the connection', async () => {
    server.setFaults({ mode: 'truncated-body' });
    const raw = await rawGet(accountsUrl);
    expect(raw.status).toBe(200);
    expect(raw.received).toBeGreaterThan(0);
    expect(raw.received).toBeLessThan(raw.contentLength);
    expect(raw.aborted).toBe(true);
    await expect(fetch(infoUrl).then((r) => r.text())).rejects.toThrow();
  });

  it('wrong-field-type: balance becomes a number, last.seqno a string', async () => {
    server.setFaults({ mode: 'wrong-field-type' });
    const accounts = (await get(accountsUrl)).json() as { accounts: Array<{ balance: unknown }> };
    expect(accounts.accounts.length).toBe(2);
    for (const a of accounts.accounts) expect(typeof a.balance).toBe('number');
    const info = (await get(infoUrl)).json() as { last: { seqno: unknown }; first: { seqno: unknown } };
    expect(typeof info.last.seqno).toBe('string');
    expect(typeof info.first.seqno).toBe('number');
  });

  it('hang: never answers; the client can abort and the request stays unanswered in the log', async () => {
    server.setFaults({ mode: 'hang' });
    server.clearRequests();
    const controller = new AbortController();
    const pending = fetch(infoUrl, { signal: controller.signal });
    // Abort once the server has the request: no answer is coming.
    while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
    expect(server.requests[0]!.status).toBeUndefined();
  });

  it('held account answers wait until released; masterchainInfo is not held', async () => {
    server.accountAnswers.hold();
    server.clearRequests();
    let answered = false;
    const pending = get(accountsUrl).then((reply) => ((answered = true), reply));
    while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
    expect((await get(infoUrl)).status).toBe(200);
    expect(answered).toBe(false);
    server.accountAnswers.release();
    expect((await pending).status).toBe(200);
  });

  it('rate-limit: 429 with Retry-After: 1 and the documented body; the error-shaped body on request', async () => {
    server.setFaults({ mode: 'rate-limit' });
    const res = await get(accountsUrl);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.text).toBe('{"ok":false,"result":"Ratelimit exceed","code":429}');
    server.setFaults({ mode: 'rate-limit', rateLimitBody: 'error' });
    expect((await get(accountsUrl)).text).toBe('{"ok":false,"code":429,"error":"Ratelimit exceeded"}');
  });

  it('rate-limit-no-retry-after: 429 without Retry-After', async () => {
    server.setFaults({ mode: 'rate-limit-no-retry-after' });
    const res = await get(infoUrl);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeNull();
  });

  it('unauthorized: the gateway 401 body', async () => {
    server.setFaults({ mode: 'unauthorized' });
    const res = await get(accountsUrl);
    expect(res.status).toBe(401);
    expect(res.text).toBe('{"ok":false,"code":401,"error":"API key does not exist"}');
  });
});

describe('fault targeting', () => {
  it('applies to the next N matching requests, then heals', async () => {
    server.setFaults({ mode: 'http500', times: 2 });
    expect((await get(infoUrl)).status).toBe(500);
    expect(server.getFaults()).toMatchObject({ mode: 'http500', times: 1 });
    expect((await get(accountsUrl)).status).toBe(500);
    expect((await get(infoUrl)).status).toBe(200);
    expect(server.getFaults().mode).toBe('none');
  });

  it('applies only to the listed endpoints, and never to other paths', async () => {
    server.setFaults({ mode: 'http502-html', endpoints: ['accountStates'], times: 1 });
    expect((await get(infoUrl)).status).toBe(200);
    expect((await get(`${server.url}/healthcheck`)).status).toBe(200);
    expect(server.getFaults().times).toBe(1);
    expect((await get(accountsUrl)).status).toBe(502);
    expect((await get(accountsUrl)).status).toBe(200);
  });

  it('can start with a fault and rejects unknown settings', async () => {
    const faulty = await startIndexServer({ faults: { mode: 'unauthorized' } });
    try {
      expect((await get(`${faulty.url}/api/v3/masterchainInfo`)).status).toBe(401);
      expect(() => faulty.setFaults({ mode: 'explode' } as never)).toThrow();
      expect(() => faulty.setFaults({ mode: 'hang', time: 1 } as never)).toThrow();
    } finally {
      await faulty.close();
    }
  });
});

describe('targeted faults (one batch of a bulk lookup, every Nth request, a seeded fraction)', () => {
  const statesUrl = (raws: readonly string[]) => `${server.url}/api/v3/accountStates?${addressQuery(raws)}`;

  it('fails only requests that ask for one of the given addresses, in any form, until healed', async () => {
    const target = server.data.sample('wallet-v4r2');
    const other = server.data.sample('uninit');
    server.setFaults({ mode: 'http502-html', addresses: [target.friendly] });
    expect((await get(statesUrl([other.raw]))).status).toBe(200);
    expect((await get(statesUrl([other.raw, target.raw]))).status).toBe(502);
    expect((await get(statesUrl([other.raw, target.raw]))).status).toBe(502);
    expect(
      (await get(`${server.url}/api/v3/accountStates?address=${other.raw},${target.raw.toLowerCase()}`))
        .status,
    ).toBe(502);
    expect((await get(infoUrl)).status).toBe(200);
    server.setFaults({ mode: 'none' });
    expect((await get(statesUrl([other.raw, target.raw]))).status).toBe(200);
  });

  it('fails every Nth matching request with the chosen status', async () => {
    server.setFaults({ mode: 'rate-limit', every: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await get(infoUrl)).status);
    expect(statuses).toEqual([200, 200, 429, 200, 200, 429, 200]);
  });

  it('fails a seeded fraction of requests, the same ones for the same seed', async () => {
    const run = async (): Promise<number[]> => {
      server.setFaults({ mode: 'http500', fraction: 0.3, seed: 7 });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await get(infoUrl)).status);
      return statuses;
    };
    const first = await run();
    const failed = first.filter((s) => s === 500).length;
    expect(failed).toBeGreaterThan(3);
    expect(failed).toBeLessThan(25);
    expect(first.every((s) => s === 200 || s === 500)).toBe(true);
    expect(await run()).toEqual(first);
  });

  it('refuses targeting with something that is not an address', () => {
    expect(() => server.setFaults({ mode: 'http500', addresses: ['hello'] })).toThrow(
      /not an account address/,
    );
    expect(() => server.setFaults({ mode: 'http500', every: 0 })).toThrow();
    expect(() => server.setFaults({ mode: 'http500', fraction: 1.5 })).toThrow();
  });
});
