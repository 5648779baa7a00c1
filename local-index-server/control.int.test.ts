/**
 * The control endpoints other processes (Playwright) use, the request log, CORS for the browser build,
 * and the Go server's routing quirks (docs/indexer-api.md §1, §5.1).
 */
import { request, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from './http-test-client';
import { startIndexServer } from './server';
import type { RecordedRequest, RunningIndexServer } from './server';

let server: RunningIndexServer;

function post(path: string, body?: string): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
}

beforeAll(async () => {
  server = await startIndexServer();
});
afterAll(() => server.close());

describe('control endpoints', () => {
  it('switches faults with POST /__control/faults and reports them with GET', async () => {
    const res = await post(
      '/__control/faults',
      JSON.stringify({ mode: 'http500', endpoints: ['masterchainInfo'], times: 1 }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mode: 'http500', endpoints: ['masterchainInfo'], times: 1 });
    expect((await get(`${server.url}/__control/faults`)).json()).toMatchObject({ mode: 'http500' });
    expect((await get(`${server.url}/api/v3/masterchainInfo`)).status).toBe(500);
    expect((await get(`${server.url}/api/v3/masterchainInfo`)).status).toBe(200);
  });

  it('refuses a malformed or unknown fault setting with 400 and a readable message', async () => {
    for (const body of [
      '{not json',
      JSON.stringify({ mode: 'explode' }),
      JSON.stringify({ mode: 'hang', endpoint: ['x'] }),
    ]) {
      const res = await post('/__control/faults', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/^invalid fault settings: /);
    }
  });

  it('returns the request log without control calls, with the decoded query and headers', async () => {
    await post('/__control/reset');
    const v3 = server.data.sample('wallet-v3r2');
    await get(`${server.url}/api/v3/accountStates?address=${v3.raw}&address%5B%5D=a+b&include_boc=false`, {
      'X-API-Key': 'k1',
    });
    await get(`${server.url}/__control/faults`);
    const log = (await get(`${server.url}/__control/requests`)).json() as RecordedRequest[];
    expect(log.length).toBe(1);
    const [entry] = log;
    // `a b` is not an address: the log keeps the status the request got.
    expect(entry).toMatchObject({ method: 'GET', path: '/api/v3/accountStates', status: 422 });
    expect(entry!.query).toEqual({ address: [v3.raw], 'address[]': ['a b'], include_boc: ['false'] });
    expect(entry!.rawQuery).toContain('address%5B%5D=a+b');
    expect(entry!.headers['x-api-key']).toBe('k1');
    expect(typeof entry!.time).toBe('number');
    expect(server.requests.length).toBe(1);
  });

  it('logs the bytes of each body it sent, as the client received them', async () => {
    await post('/__control/reset');
    const v4 = server.data.sample('wallet-v4r2');
    const answer = await get(`${server.url}/api/v3/accountStates?address=${v4.raw}`);
    const chain = await get(`${server.url}/api/v3/masterchainInfo`);
    const log = (await get(`${server.url}/__control/requests`)).json() as RecordedRequest[];
    expect(log.map((entry) => entry.responseBytes)).toEqual([
      Buffer.byteLength(answer.text),
      Buffer.byteLength(chain.text),
    ]);
    expect(answer.text.length).toBeGreaterThan(1000);
  });

  it('resets faults and the log with POST /__control/reset', async () => {
    server.setFaults({ mode: 'hang' });
    await get(`${server.url}/healthcheck`);
    expect(server.requests.length).toBeGreaterThan(0);
    const res = await post('/__control/reset');
    expect(res.status).toBe(200);
    expect(server.requests.length).toBe(0);
    expect(server.getFaults().mode).toBe('none');
    expect((await get(`${server.url}/api/v3/masterchainInfo`)).status).toBe(200);
  });

  it('lists the sample accounts and not-indexed addresses for other processes', async () => {
    const body = (await get(`${server.url}/__control/samples`)).json() as {
      samples: Array<{ label: string; raw: string }>;
      notIndexed: string[];
    };
    expect(body.samples.map((s) => s.label)).toContain('wallet-v4r2');
    expect(body.samples.find((s) => s.label === 'wallet-v4r2')!.raw).toBe(
      server.data.sample('wallet-v4r2').raw,
    );
    expect(body.notIndexed.length).toBeGreaterThan(0);
    expect(body.notIndexed.every((raw) => server.data.get(raw) === undefined)).toBe(true);
  });

  it('answers an unknown control path with 404', async () => {
    expect((await get(`${server.url}/__control/nothing`)).status).toBe(404);
  });
});

describe('CORS and routing', () => {
  it('answers a CORS preflight allowing X-API-Key, and marks every response readable cross-origin', async () => {
    const res = await fetch(`${server.url}/api/v3/accountStates`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-api-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-API-Key/);
    const err = await get(`${server.url}/api/v3/accountStates`);
    expect(err.status).toBe(422);
    expect(err.headers.get('access-control-allow-origin')).toBe('*');
    expect(err.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
  });

  it('answers unknown paths and wrong methods with a 500 like fiber + the Go error handler', async () => {
    const unknown = await get(`${server.url}/api/v3/nothing?x=1`);
    expect(unknown.status).toBe(500);
    expect(unknown.text).toBe('{"error":"internal server error: Cannot GET /api/v3/nothing"}');
    const res = await post('/api/v3/accountStates');
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('{"error":"internal server error: Method Not Allowed"}');
  });

  it('matches routes case-insensitively and with a trailing slash (fiber defaults)', async () => {
    expect((await get(`${server.url}/api/v3/MasterchainInfo/`)).status).toBe(200);
    expect((await get(`${server.url}/healthcheck`)).text).toBe('OK');
  });
});

describe('connections', () => {
  /** GET `path` on `agent`: the status and whether it went over a connection used before. */
  const getOn = (agent: Agent, path: string) =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = request(`${server.url}${path}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      });
      req.on('error', reject);
      req.end();
    });

  it('keeps an idle connection open past Node’s 5 s default: the client closes it, so reusing it never meets a reset', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await getOn(agent, '/api/v3/masterchainInfo')).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await getOn(agent, '/api/v3/masterchainInfo')).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});
