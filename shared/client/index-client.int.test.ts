/**
 * The index client against the project's local index server over real HTTP: what it sends, what it
 * returns, and every error class a person can meet.
 */
import { MAX_ADDRESSES_PER_REQUEST } from '../api/request-limits';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Address } from '@ton/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  HUGE_BALANCE,
  notIndexedAddresses,
  sampleAccount,
  sampleAccounts,
  startIndexServer,
  type RunningIndexServer,
  askedAccounts,
} from '../../local-index-server';
import { AppError } from '../errors';
import { accountStatesUrlLength, createIndexClient, type IndexClientOptions } from './index-client';

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0, dataset: { generated: 1200 } });
});
afterAll(() => server.close());
afterEach(() => {
  server.setFaults({ mode: 'none' });
  server.clearRequests();
});

const client = (options: Partial<IndexClientOptions> = {}) =>
  createIndexClient({ baseUrl: server.url, timeoutMs: 5_000, ...options });

/** Runs `promise`, which must fail with an AppError, and returns the error. */
async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const friendly = (raw: string, options: { bounceable: boolean; urlSafe?: boolean; testOnly?: boolean }) =>
  Address.parseRaw(raw).toString({
    urlSafe: options.urlSafe ?? true,
    bounceable: options.bounceable,
    testOnly: options.testOnly ?? false,
  });

describe('masterchainInfo', () => {
  it('returns the first and last indexed blocks as the server sent them', async () => {
    const fixtureServer = await startIndexServer({ port: 0, masterchain: 'testnet-fixture' });
    try {
      const info = await createIndexClient({ baseUrl: fixtureServer.url }).masterchainInfo();
      expect(info.first.seqno).toBe(3);
      expect(info.last.seqno).toBe(21082664);
      expect(info.last.shard).toBe('8000000000000000');
      expect(info.last.gen_utime).toBe('1721068768');
      expect(info.first.root_hash).toBe('N1MtB3dREOndUsEfXY6U7EUmgG7KTawIjoeM69iLuCc=');
    } finally {
      await fixtureServer.close();
    }
  });

  it('works with the base URL given with or without /api/v3 and a trailing slash', async () => {
    for (const baseUrl of [server.url, `${server.url}/`, `${server.url}/api/v3`, `${server.url}/api/v3/`]) {
      const info = await createIndexClient({ baseUrl }).masterchainInfo();
      expect(info.last.seqno).toBeGreaterThanOrEqual(info.first.seqno);
    }
    expect(server.requests.map((r) => r.path)).toEqual(Array(4).fill('/api/v3/masterchainInfo'));
  });
});

describe('accountStatesRequest: what it sends and answers', () => {
  it('answers accounts given in mixed forms in request order, and lists the unknown ones', async () => {
    const v4 = sampleAccount('wallet-v4r2');
    const jetton = sampleAccount('jetton-wallet-1');
    const nonexist = sampleAccount('nonexist');
    const [unknown] = notIndexedAddresses();
    const lookup = await client().accountStatesRequest([
      friendly(v4.raw, { bounceable: false }),
      jetton.raw.toLowerCase(),
      unknown!,
      friendly(nonexist.raw, { bounceable: true, urlSafe: false, testOnly: true }),
      friendly(v4.raw, { bounceable: true }), // the same account again: collapsed
    ]);
    expect(lookup.accounts.map((a) => a.address)).toEqual([v4.raw, jetton.raw, nonexist.raw]);
    expect(lookup.not_found).toEqual([Address.parse(unknown!).toRawString().toUpperCase()]);
    expect(lookup.address_book.get(v4.raw)?.user_friendly).toBe(v4.friendly);
    expect(lookup.accounts[2]?.status).toBe('nonexist');
  });

  it('keeps balances exact beyond 2^53 nanotons', async () => {
    const lookup = await client().accountStatesRequest([sampleAccount('huge-balance').raw]);
    expect(lookup.accounts[0]?.balance).toBe(HUGE_BALANCE);
  });

  it('sends each account once, in its 48-character URL-safe form (nothing to escape), as repeated parameters, and the key only in a header', async () => {
    const v3 = sampleAccount('wallet-v3r2');
    const withPlus = sampleAccounts()
      .map((a) => friendly(a.raw, { bounceable: true, urlSafe: false }))
      .find((f) => f.includes('+'));
    expect(withPlus, 'a sample account whose standard-Base64 form has a +').toBeDefined();
    await client({ apiKey: 'secret-key-123' }).accountStatesRequest(
      [friendly(v3.raw, { bounceable: true }), withPlus!, ' '.trim() || v3.raw],
      {
        includeBoc: false,
      },
    );
    const [request] = server.requests;
    expect(askedAccounts(request!)).toEqual([v3.raw, Address.parse(withPlus!).toRawString().toUpperCase()]);
    // 57 characters a parameter where the raw form took 77 (`0%3A` and 64 hex digits): more per request.
    expect(request?.query.address).toEqual([
      friendly(v3.raw, { bounceable: true }),
      Address.parse(withPlus!).toString({ bounceable: true, urlSafe: true }),
    ]);
    expect(request?.rawQuery).not.toMatch(/%/);
    expect(request?.query.include_boc).toEqual(['false']);
    expect(request?.rawQuery).not.toMatch(/\+/);
    expect(request?.rawQuery).not.toMatch(/address=(&|$)/);
    expect(request?.rawQuery).not.toMatch(/secret-key-123|api_key/);
    expect(request?.headers['x-api-key']).toBe('secret-key-123');
  });

  it('leaves code and data out when include_boc is false, and in by default', async () => {
    const raw = sampleAccount('wallet-v4r2').raw;
    const without = await client().accountStatesRequest([raw], { includeBoc: false });
    expect(without.accounts[0]).not.toHaveProperty('code_boc');
    expect(without.accounts[0]?.code_hash).toBeDefined();
    const withBoc = await client().accountStatesRequest([raw]);
    expect(withBoc.accounts[0]?.code_boc).toMatch(/^te6cc/);
    expect(server.requests.map((r) => r.query.include_boc)).toEqual([['false'], ['true']]);
  });

  it('refuses invalid addresses with where and why, and sends nothing', async () => {
    const good = sampleAccount('wallet-v4r2').raw;
    const error = await failure(
      client().accountStatesRequest([good, 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJ', 'hello']),
    );
    expect(error.kind).toBe('invalid-input');
    expect(error.info.entries?.map((e) => [e.position, e.reason])).toEqual([
      [2, 'wrong-length'],
      [3, 'not-an-address'],
    ]);
    expect(server.requests).toHaveLength(0);
  });
});

describe('accountStatesRequest (one request, for the bulk scheduler)', () => {
  it('sends exactly one GET for 1000 addresses, in request order, unknown ones in not_found', async () => {
    const generated = server.data.list.slice(0, 999).map((a) => a.raw);
    const [unknown] = notIndexedAddresses();
    const unknownRaw = Address.parse(unknown!).toRawString().toUpperCase();
    const lookup = await client().accountStatesRequest([...generated, unknown!], { includeBoc: false });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.query.address).toHaveLength(1000);
    expect(lookup.accounts.map((a) => a.address)).toEqual(generated);
    expect(lookup.not_found).toEqual([unknownRaw]);
  });

  it('does not retry: a 429 comes back at once with its status and Retry-After', async () => {
    server.setFaults({ mode: 'rate-limit', times: 1 });
    const error = await failure(client().accountStatesRequest([sampleAccount('wallet-v4r2').raw]));
    expect(error.kind).toBe('rate-limited');
    expect(error.info.status).toBe(429);
    expect(error.info.retryAfterSeconds).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it('keeps the HTTP status of a gateway error (414 from a URL-length limit)', async () => {
    const limited = await startIndexServer({ port: 0, dataset: { generated: 300 }, maxUrlLength: 2000 });
    try {
      const raws = limited.data.list.slice(0, 100).map((a) => a.raw);
      const error = await failure(createIndexClient({ baseUrl: limited.url }).accountStatesRequest(raws));
      expect(error.kind).toBe('http');
      expect(error.info.status).toBe(414);
      expect(limited.requests).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  it('takes addresses already in the raw form as they are, each asked once', async () => {
    const raws = server.data.list.slice(0, 3).map((a) => a.raw);
    const lookup = await client().accountStatesRequest([raws[0]!, raws[1]!, raws[0]!, raws[2]!], {
      includeBoc: false,
    });
    expect(askedAccounts(server.requests[0]!)).toEqual(raws);
    expect(lookup.accounts.map((a) => a.address)).toEqual(raws);
  });

  it('refuses more than 1024 addresses, and invalid ones, before sending anything', async () => {
    const many = server.data.list.slice(0, MAX_ADDRESSES_PER_REQUEST + 1).map((a) => a.raw);
    expect((await failure(client().accountStatesRequest(many))).kind).toBe('invalid-input');
    expect((await failure(client().accountStatesRequest(['hello']))).kind).toBe('invalid-input');
    expect(server.requests).toHaveLength(0);
  });

  it('marks the rest of an answer cut at the server\'s 1000-row cap as unanswered, not "not found"', async () => {
    const raws = server.data.list.slice(0, 1010).map((a) => a.raw);
    const lookup = await client().accountStatesRequest(raws, { includeBoc: false });
    expect(lookup.accounts).toHaveLength(1000);
    expect(lookup.not_found).toEqual([]);
    expect(lookup.unanswered).toHaveLength(10);
    expect(new Set([...lookup.accounts.map((a) => a.address), ...lookup.unanswered!])).toEqual(new Set(raws));
    // The limit is sent (older servers honour it; §4.1), never above the server's 1000.
    expect(server.requests[0]!.query.limit).toEqual(['1000']);
  });

  it('rejects an account it did not ask for', async () => {
    const proxy = await startProxy((query) => query.replace(/address=[^&]*/g, 'address='));
    try {
      const error = await failure(
        createIndexClient({ baseUrl: proxy.url }).accountStatesRequest([sampleAccount('wallet-v4r2').raw]),
      );
      expect(error.kind).toBe('schema');
      expect(error.message).toMatch(/not asked for/);
    } finally {
      await proxy.close();
    }
  });
});

describe('accountStatesUrlLength', () => {
  it('is exactly the length of the URL the server receives, with or without /api/v3 and BoCs', async () => {
    const raws = [
      ...new Set([
        ...server.data.list.slice(0, 40).map((a) => a.raw),
        sampleAccount('masterchain-wallet').raw,
      ]),
    ];
    expect(raws.some((raw) => raw.startsWith('-1:'))).toBe(true);
    for (const includeBoc of [true, false]) {
      for (const baseUrl of [server.url, `${server.url}/api/v3/`]) {
        server.clearRequests();
        await createIndexClient({ baseUrl }).accountStatesRequest(raws, { includeBoc });
        const [request] = server.requests;
        const sent = `${server.url}${request!.path}?${request!.rawQuery}`;
        expect(accountStatesUrlLength(baseUrl, raws, includeBoc)).toBe(sent.length);
      }
    }
  });
});

describe('errors', () => {
  it('network: a closed port is "connection refused"', async () => {
    const closed = await startIndexServer({ port: 0 });
    const url = closed.url;
    await closed.close();
    const error = await failure(createIndexClient({ baseUrl: url }).masterchainInfo());
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/refused/);
    expect(error.message).toContain(url.replace('http://', ''));
  });

  it('network: an unknown host name is reported as such', async () => {
    const error = await failure(
      createIndexClient({ baseUrl: 'http://no-such-host.invalid' }).masterchainInfo(),
    );
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/does not resolve|Could not/);
  });

  it('timeout: a server that never answers', async () => {
    server.setFaults({ mode: 'hang' });
    const error = await failure(client({ timeoutMs: 300 }).masterchainInfo());
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/did not answer .* within 0\.3 s/);
  });

  it('aborted: the caller cancels', async () => {
    server.setFaults({ mode: 'hang' });
    const controller = new AbortController();
    const pending = client().accountStatesRequest([sampleAccount('wallet-v4r2').raw], {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const error = await failure(pending);
    expect(error.kind).toBe('aborted');
  });

  it('http 500 carries the server message', async () => {
    server.setFaults({ mode: 'http500' });
    const error = await failure(client().masterchainInfo());
    expect(error.kind).toBe('http');
    expect(error.info.status).toBe(500);
    expect(error.message).toMatch(/HTTP 500.*internal server error/);
  });

  it('http 502 from a gateway: a short excerpt of the HTML page, not the page', async () => {
    server.setFaults({ mode: 'http502-html' });
    const error = await failure(client().masterchainInfo());
    expect(error.kind).toBe('http');
    expect(error.info.status).toBe(502);
    expect(error.message).toMatch(
      /HTTP 502 Bad Gateway \(a gateway in front of the indexer could not reach it\)/,
    );
    expect(error.message).not.toMatch(/<html|<body/i);
  });

  it('http 422 from the server: its own words', async () => {
    const response = await fetch(`${server.url}/api/v3/accountStates?address=bad`);
    expect(response.status).toBe(422);
    // The client never sends a bad address, so 422 is reached through a proxy that spoils one.
    const proxy = await startProxy((query) => query.replace(/address=[^&]*/, 'address=bad'));
    try {
      const error = await failure(
        createIndexClient({ baseUrl: proxy.url }).accountStatesRequest([sampleAccount('wallet-v4r2').raw]),
      );
      expect(error.kind).toBe('http');
      expect(error.info.status).toBe(422);
      expect(error.message).toContain(
        'failed to decode: schema: error converting value for index 0 of "address"',
      );
    } finally {
      await proxy.close();
    }
  });

  it('rate limited with Retry-After', async () => {
    server.setFaults({ mode: 'rate-limit' });
    const error = await failure(client().masterchainInfo());
    expect(error.kind).toBe('rate-limited');
    expect(error.info.retryAfterSeconds).toBe(1);
    expect(error.message).toMatch(/rate limiting.*wait 1 s/);
  });

  it('rate limited without Retry-After', async () => {
    server.setFaults({ mode: 'rate-limit-no-retry-after' });
    const error = await failure(client().masterchainInfo());
    expect(error.kind).toBe('rate-limited');
    expect(error.info.retryAfterSeconds).toBeUndefined();
  });

  it('rate limiting is not retried by the client: one request, the 429 answered at once', async () => {
    server.setFaults({ mode: 'rate-limit', times: 1 });
    expect((await failure(client().masterchainInfo())).kind).toBe('rate-limited');
    expect(server.requests.map((r) => r.status)).toEqual([429]);
  });

  it('unauthorized: the gateway says the key does not exist', async () => {
    const guarded = await startIndexServer({ port: 0, apiKey: 'right-key' });
    try {
      const error = await failure(
        createIndexClient({ baseUrl: guarded.url, apiKey: 'wrong-key' }).masterchainInfo(),
      );
      expect(error.kind).toBe('http');
      expect(error.info.status).toBe(401);
      expect(error.message).toContain('API key does not exist');
      const info = await createIndexClient({ baseUrl: guarded.url, apiKey: 'right-key' }).masterchainInfo();
      expect(info.first.seqno).toBeGreaterThan(0);
    } finally {
      await guarded.close();
    }
  });

  it('schema: malformed JSON', async () => {
    server.setFaults({ mode: 'malformed-json' });
    const error = await failure(client().masterchainInfo());
    expect(error.kind).toBe('schema');
    expect(error.message).toBe(
      `The chain status answer from ${server.url.replace('http://', '')} is not valid JSON.`,
    );
  });

  it('a truncated body is a network error, not data', async () => {
    server.setFaults({ mode: 'truncated-body' });
    const error = await failure(client().accountStatesRequest([sampleAccount('wallet-v4r2').raw]));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/closed before the whole account states answer arrived/);
  });

  it('schema: a wrong field type names the field path', async () => {
    server.setFaults({ mode: 'wrong-field-type', endpoints: ['accountStates'] });
    const error = await failure(client().accountStatesRequest([sampleAccount('wallet-v4r2').raw]));
    expect(error.kind).toBe('schema');
    expect(error.info.path).toBe('accounts[0].balance');
    expect(error.message).toMatch(/accounts\[0\]\.balance: .*got a number/);
  });

  it('no stack trace in any message', async () => {
    server.setFaults({ mode: 'http500' });
    const error = await failure(client().masterchainInfo());
    expect(JSON.stringify(error.info)).not.toMatch(/\n\s+at |\.ts:\d+/);
  });
});

/** A real HTTP proxy in front of the index server that rewrites the query string. */
async function startProxy(
  rewrite: (query: string) => string,
): Promise<{ url: string; close(): Promise<void> }> {
  const proxy: Server = createServer(async (req, res) => {
    const [path, query = ''] = (req.url ?? '/').split('?');
    const upstream = await fetch(`${server.url}${path}?${rewrite(query)}`);
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
    });
    res.end(await upstream.text());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}
