/**
 * The one-request client against the local index server's hostile modes, over real HTTP: what each
 * answer becomes once checked at request time (answer-check.ts, http.ts, read-body.ts,
 * redirect-guard.ts, server-failure.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Address } from '@ton/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleAccount, startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { accountStatesResponseSchema } from '../api/account-states';
import { fastValidator } from '../api/fast-validator';
import { CUT_NOTE_PREFIX, FREE_FORM_MAX_TEXT } from '../api/free-form';
import { INTERFACES_MAX, NAME_MAX_CHARS, STATUS_MAX_CHARS } from '../api/server-strings';
import { AppError } from '../errors';
import { checkAccountStatesAnswer } from './answer-check';
import { decodeJson } from './decode';
import { createIndexClient, type IndexClientOptions } from './index-client';
import { isServerFailure422 } from './server-failure';

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0, dataset: { generated: 300 } });
});
afterAll(() => server.close());
afterEach(() => {
  server.setFaults({ mode: 'none' });
  server.clearRequests();
});

const client = (options: Partial<IndexClientOptions> = {}) =>
  createIndexClient({ baseUrl: server.url, timeoutMs: 10_000, ...options });
const v4 = sampleAccount('wallet-v4r2');
const master = sampleAccount('jetton-master');

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('an older indexer (hidden limit, before v1.2.2)', () => {
  it('gets the limit with every request, so it answers every row', async () => {
    server.setFaults({ mode: 'legacy-limit' });
    const raws = server.data.list.slice(0, 250).map((r) => r.raw);
    const lookup = await client().accountStatesRequest(raws, { includeBoc: false });
    expect(lookup.accounts).toHaveLength(250);
    expect(lookup.unanswered).toBeUndefined();
    expect(server.requests[0]!.query.limit).toEqual(['250']);
  });

  it('an answer of exactly 100 rows of more asked is incomplete: the rest are unanswered, not "not found"', async () => {
    // A proxy that drops the limit (as a gateway stripping unknown parameters would).
    const raws = server.data.list.slice(0, 120).map((r) => r.raw);
    server.setFaults({ mode: 'legacy-limit' });
    const proxy = createServer((req, res) => {
      void fetch(`${server.url}${req.url!.replace(/&limit=\d+/, '')}`).then(async (upstream) => {
        res.writeHead(upstream.status, { 'Content-Type': 'application/json' }).end(await upstream.text());
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      const lookup = await createIndexClient({ baseUrl: url }).accountStatesRequest(raws, {
        includeBoc: false,
      });
      expect(lookup.accounts).toHaveLength(100);
      expect(lookup.not_found).toEqual([]);
      expect(lookup.unanswered).toHaveLength(20);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('a limit over 1000 is refused by such a server with its own words; the client never sends one', async () => {
    server.setFaults({ mode: 'legacy-limit' });
    const raws = server.data.list.slice(0, 300).map((r) => r.raw);
    await client().accountStatesRequest(raws, { includeBoc: false });
    expect(Number(server.requests[0]!.query.limit![0])).toBeLessThanOrEqual(1000);
    const direct = await fetch(`${server.url}/api/v3/accountStates?address=${v4.raw}&limit=1024`);
    expect(direct.status).toBe(422);
    expect(await direct.json()).toEqual({ error: 'limit is not allowed: 1024 > 1000' });
  });
});

describe('422 from accountStates', () => {
  it("a database error is a server failure, marked retryable, in the server's words", async () => {
    server.setFaults({ mode: 'db-error-422', dbError: 'statement-timeout' });
    const error = await failure(client().accountStatesRequest([v4.raw]));
    expect(error.info).toMatchObject({ kind: 'http', status: 422, retryable: true });
    expect(error.message).toContain('canceling statement due to statement timeout (SQLSTATE 57014)');
  });

  it('a request the server could not decode is not', async () => {
    server.setFaults({ mode: 'db-error-422', message: 'address of account is required' });
    const error = await failure(client().accountStatesRequest([v4.raw]));
    expect(error.info.status).toBe(422);
    expect(error.info.retryable).toBeUndefined();
  });

  it('nor is "failed to parse address": a refused request, in its words, not a database error', async () => {
    server.setFaults({ mode: 'db-error-422', message: 'failed to parse address' });
    const error = await failure(client().accountStatesRequest([v4.raw]));
    expect(error.info.retryable).toBeUndefined();
    expect(error.message).toMatch(/answered HTTP 422 Unprocessable Entity: failed to parse address\.$/);
    expect(error.message).not.toContain('database');
  });

  it("tells the server's decode messages from database and driver messages", () => {
    for (const request of [
      'failed to decode: schema: error converting value for index 3 of "address"',
      'failed to decode: schema: error converting value for "include_boc" (and 1 other error)',
      'address of account is required',
      'limit is not allowed: 1024 > 1000',
      'unmatched brackets',
      'failed to parse address',
      'invalid address: EQbad',
      '',
      undefined,
    ]) {
      expect(isServerFailure422(request), String(request)).toBe(false);
    }
    for (const server of [
      'timeout: context deadline exceeded',
      'ERROR: canceling statement due to statement timeout (SQLSTATE 57014)',
      'failed to connect to `host=db user=postgres database=ton_index`: dial error',
      'no rows in result set',
      'closed pool',
    ]) {
      expect(isServerFailure422(server), server).toBe(true);
    }
  });
});

describe('redirects', () => {
  it('with an API key: one to another origin is refused before the key is sent there', async () => {
    const elsewhere = await startIndexServer({ port: 0 });
    try {
      server.setFaults({ mode: 'redirect', redirectTo: elsewhere.url });
      const error = await failure(client({ apiKey: 'k-1' }).masterchainInfo());
      expect(error.message).toContain(`redirected the request to ${elsewhere.url}, another origin`);
      expect(error.info.detail).toContain('set it as the profile');
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('with an API key: one within the same origin is followed, the key kept', async () => {
    server.setFaults({ mode: 'redirect', redirectTo: `${server.url}/`, times: 1 });
    const info = await client({ apiKey: 'k-2' }).masterchainInfo();
    expect(info.last.seqno).toBeGreaterThan(0);
    expect(server.requests.map((r) => [r.status, r.headers['x-api-key']])).toEqual([
      [302, 'k-2'],
      [200, 'k-2'],
    ]);
  });

  it('to a file: or data: address: said in words, with or without a key, never "to null"', async () => {
    for (const to of ['file:///etc/passwd', 'data:text/plain,hello']) {
      server.setFaults({ mode: 'redirect', redirectTo: to });
      const keyed = await failure(client({ apiKey: 'k-3' }).masterchainInfo());
      expect(keyed.message).toContain(
        `redirected the request to a ${to.split(':')[0]}: address (${to}/api/v3/masterchainInfo), which is not a web address. The redirect was not followed`,
      );
      const open = await failure(client().masterchainInfo());
      expect(open.message).toMatch(
        /redirected the request to an address that is not a web address \(not http or https — a file: or data: address, say\)\. The redirect was not followed\.$/,
      );
      for (const error of [keyed, open]) expect(error.message).not.toMatch(/\bnull\b|network error/);
    }
  });

  it('without a key: followed (there is no secret to keep)', async () => {
    const elsewhere = await startIndexServer({ port: 0 });
    try {
      server.setFaults({ mode: 'redirect', redirectTo: elsewhere.url });
      expect((await client().accountStatesRequest([v4.raw])).accounts).toHaveLength(1);
      expect(elsewhere.requests).toHaveLength(1);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('answers that contradict the request', () => {
  it('an account twice is refused, naming it', async () => {
    server.setFaults({ mode: 'duplicate-account' });
    const error = await failure(client().accountStatesRequest([v4.raw, master.raw]));
    expect(error.kind).toBe('schema');
    expect(error.message).toMatch(
      /returned the account 0:[0-9A-F]{64} twice, with different balances; the answer was discarded/,
    );
    expect(error.info.path).toBe('accounts[2].address');
  });

  it('an address-book form naming another account is refused', async () => {
    server.setFaults({ mode: 'address-book-mismatch' });
    const error = await failure(client().accountStatesRequest([v4.raw, master.raw]));
    expect(error.message).toMatch(
      /its address book gives "EQ.{46}" as the address of .*, but that names the account 0:/,
    );
    expect(error.info.path).toMatch(/^address_book\["0:[0-9A-F]{64}"\]\.user_friendly$/);
  });

  it("the forms kept are the app's own encoding of the key, with the flags the indexer chose", () => {
    const raw = v4.raw;
    const address = Address.parseRaw(raw);
    const standard = address.toString({ urlSafe: false, bounceable: false, testOnly: true });
    const answer = (entry: Record<string, unknown>) =>
      checkAccountStatesAnswer(
        [raw],
        { accounts: [], address_book: new Map([[raw, entry as never]]), metadata: new Map() },
        'h',
      );
    expect(answer({ user_friendly: standard }).address_book.get(raw)!.user_friendly).toBe(
      address.toString({ urlSafe: true, bounceable: false, testOnly: true }),
    );
    expect(answer({ user_friendly: 'addr_none' }).address_book.get(raw)!.user_friendly).toBe('addr_none');
    expect(() => answer({ user_friendly: raw })).toThrow(/names the account/);
    expect(() => answer({ user_friendly: 'EQ…' })).toThrow(/names no account/);
    expect(() =>
      checkAccountStatesAnswer(
        [raw],
        {
          accounts: [],
          address_book: new Map([[master.raw, { user_friendly: master.friendly }]]),
          metadata: new Map(),
        },
        'h',
      ),
    ).toThrow(/address book has an entry for .*, which was not asked for/);
  });
});

describe('hostile keys in the address book and metadata', () => {
  const evil = (symbol: string) =>
    JSON.stringify({ is_indexed: true, token_info: [{ type: 'jetton_masters', symbol }] });

  /**
   * The server's real answer for `raws`, its address book and metadata written again with `book` and
   * `meta` (JSON text: a `__proto__` key is sent as a key, as a hostile server writes it) in front of
   * its own entries, through a proxy over HTTP.
   */
  async function withKeys(raws: string[], book: string[], meta: string[]) {
    const proxy = createServer((req, res) => {
      void fetch(`${server.url}${req.url!}`).then(async (upstream) => {
        const { address_book, metadata, ...rest } = JSON.parse(await upstream.text()) as Record<
          string,
          Record<string, unknown>
        >;
        const own = (map: Record<string, unknown>) =>
          Object.entries(map).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
        const text =
          `${JSON.stringify(rest).slice(0, -1)},"address_book":{${[...book, ...own(address_book!)].join(',')}},` +
          `"metadata":{${[...meta, ...own(metadata!)].join(',')}}}`;
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(text);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      return await createIndexClient({ baseUrl: url })
        .accountStatesRequest(raws, { includeBoc: false })
        .then(
          (lookup) => ({ lookup, error: undefined }),
          (error: unknown) => ({ lookup: undefined, error: error as AppError }),
        );
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  }

  it('metadata keyed `constructor` or `toString` is data in the checked Map; `__proto__` is dropped, nothing inherited is an entry', async () => {
    const { lookup } = await withKeys(
      [master.raw],
      [],
      [`"__proto__":${evil('P')}`, `"constructor":${evil('C')}`, `"toString":${evil('T')}`],
    );
    const metadata = lookup!.metadata;
    expect(metadata).toBeInstanceOf(Map);
    expect(Object.getPrototypeOf(metadata)).toBe(Map.prototype);
    expect(metadata.get('constructor')?.token_info[0]?.symbol).toBe('C');
    expect(metadata.get('toString')?.token_info[0]?.symbol).toBe('T');
    expect(metadata.has('__proto__')).toBe(false);
    expect(metadata.get('valueOf')).toBeUndefined();
    expect([...metadata.keys()].slice(0, 2)).toEqual(['constructor', 'toString']);
    // The asked account's own entry is untouched by the others.
    expect(metadata.get(master.raw)?.token_info[0]?.type).toBe('jetton_masters');
    expect(lookup!.address_book).toBeInstanceOf(Map);
    expect([...lookup!.address_book.keys()]).toEqual([master.raw]);
  });

  it('an address book keyed `constructor`, `toString` or a key that is no address discards the answer; `__proto__` is dropped', async () => {
    const entry = JSON.stringify({ user_friendly: master.friendly });
    for (const key of ['constructor', 'toString', 'not-an-address']) {
      const { error } = await withKeys([master.raw], [`${JSON.stringify(key)}:${entry}`], []);
      expect(error?.message, key).toMatch(
        new RegExp(`its address book has an entry for ${key}, which was not asked for`),
      );
    }
    const { lookup } = await withKeys([master.raw], [`"__proto__":${entry}`], []);
    expect([...lookup!.address_book.keys()]).toEqual([master.raw]);
    expect(lookup!.address_book.get(master.raw)?.user_friendly).toBe(master.friendly);
  });
});

describe('answers too large to hold', () => {
  it('a body past the bound is refused after reading only the bound, decoded size counted', async () => {
    server.setFaults({ mode: 'gzip-bomb', sizeMb: 40 });
    const error = await failure(client({ maxAnswerBytes: 2 * 1024 * 1024 }).accountStatesRequest([v4.raw]));
    expect(error.kind).toBe('schema');
    expect(error.message).toMatch(
      /account states answer from 127\.0\.0\.1:\d+ was larger than 2 MB; reading stopped there and nothing of it was used\./,
    );
  });

  it('an answer within the bound is read whole (a 1000-account answer with BoCs is a few MB)', async () => {
    server.setFaults({ mode: 'huge-body', sizeMb: 3 });
    const lookup = await client({ maxAnswerBytes: 4 * 1024 * 1024 }).accountStatesRequest([v4.raw]);
    expect(lookup.not_found).toEqual([v4.raw]);
  });
});

describe('long strings (every string bounded where it is decoded)', () => {
  const jetton = sampleAccount('jetton-wallet-1');
  const sizeMb = 10;
  const long = sizeMb * 1024 * 1024;

  it('a 10 MB status and interface are cut with a note saying how much, in the answer and the address book', async () => {
    server.setFaults({ mode: 'long-strings', sizeMb });
    const lookup = await client().accountStatesRequest([v4.raw, jetton.raw]);
    for (const account of lookup.accounts) {
      expect(account.status!.length).toBeLessThanOrEqual(STATUS_MAX_CHARS);
      expect(account.status).toMatch(/^activex+\[cut by the explorer: 10,485,\d{3} more characters\]$/);
      expect(account.interfaces).toHaveLength(1);
      expect(account.interfaces![0]!.length).toBeLessThanOrEqual(NAME_MAX_CHARS);
      expect(account.interfaces![0]).toMatch(/^wallet_v4r2x+\[cut by the explorer: /);
      const cutAway = Number(/([\d,]+) more/.exec(account.status!)![1]!.replace(/,/g, ''));
      expect(account.status!.indexOf('[') + cutAway).toBe(long);
    }
    for (const entry of lookup.address_book.values())
      expect(entry.interfaces![0]!.length).toBeLessThanOrEqual(NAME_MAX_CHARS);
  });

  it('10,000 interfaces are cut to 64, the last one a note; a long token type, image URL and extra key likewise', async () => {
    server.setFaults({
      mode: 'long-strings',
      sizeMb,
      longIn: ['many-interfaces', 'token_type', 'image', 'extra_key'],
    });
    const lookup = await client().accountStatesRequest([v4.raw]);
    const interfaces = lookup.accounts[0]!.interfaces!;
    expect(interfaces).toHaveLength(INTERFACES_MAX);
    expect(interfaces.at(-1)).toBe('[cut by the explorer: 9,937 more interfaces]');
    const info = lookup.metadata.get(v4.raw)!.token_info[0]!;
    expect(info.type!.length).toBeLessThanOrEqual(NAME_MAX_CHARS);
    expect(info.type).toContain(CUT_NOTE_PREFIX);
    expect(info.image).toHaveLength(long); // free text: kept up to 16 MB, shown cut (ServerText)
    expect(JSON.stringify(info.extra).length).toBeLessThan(FREE_FORM_MAX_TEXT + 1000);
    expect(JSON.stringify(info.extra)).toContain(CUT_NOTE_PREFIX);
  });

  it('an exact value past its bound — a 10 MB address-book form, a 17 MB code BoC — refuses the answer, naming the field', async () => {
    server.setFaults({ mode: 'long-strings', sizeMb, longIn: ['user_friendly'] });
    const form = await failure(client().accountStatesRequest([v4.raw]));
    expect(form.kind).toBe('schema');
    expect(form.message).toMatch(
      /does not match the API at address_book\.0:[0-9A-F]{64}\.user_friendly: expected an address of at most 128 characters, got a string \("(EQ|UQ).{38}…"\)\.$/,
    );
    server.setFaults({ mode: 'long-strings', sizeMb: 17, longIn: ['code_boc'] });
    const boc = await failure(client().accountStatesRequest([v4.raw]));
    expect(boc.message).toMatch(
      /at accounts\[0\]\.code_boc: expected a BoC of at most 16,777,216 characters, got a string/,
    );
  });

  it('a 10 MB error message is cut to 500 characters in the error, with the note', async () => {
    server.setFaults({ mode: 'http500', message: `database on fire ${'!'.repeat(long)}` });
    const error = await failure(client().masterchainInfo());
    expect(error.message.length).toBeLessThan(700);
    expect(error.message).toMatch(
      /: database on fire !+\[cut by the explorer: 10,485,\d{3} more characters\]\.$/,
    );
  });

  it('the generated validator (current with the schemas) and zod cut the same way', async () => {
    expect(fastValidator(accountStatesResponseSchema)).toBeDefined();
    for (const longIn of [
      ['status', 'interfaces'],
      ['many-interfaces', 'token_type', 'extra_key'],
    ] as const) {
      server.setFaults({ mode: 'long-strings', sizeMb: 1, longIn: [...longIn] });
      const text = await (await fetch(`${server.url}/api/v3/accountStates?address=${v4.raw}`)).text();
      expect(decodeJson(accountStatesResponseSchema, text, 'account states')).toEqual(
        accountStatesResponseSchema.parse(JSON.parse(text)),
      );
    }
  });
});
