/**
 * accountStates parameter handling over real HTTP, against docs/indexer-api.md §2 and §4.1/§4.5: every way a
 * client may spell the address list, the include_boc boolean rules, and the exact 422 texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, beginCell } from '@ton/core';
import { crc16Xmodem } from './address-codec';
import { addressQuery, get } from './http-test-client';
import { startIndexServer } from './server';
import type { RunningIndexServer } from './server';

let server: RunningIndexServer;
let v3: string;
let v4: string;
let v5: string;
let master: string;

interface Body {
  accounts: Array<Record<string, unknown> & { address: string }>;
  address_book: Record<string, unknown>;
}

async function accounts(query: string): Promise<string[]> {
  const res = await get(`${server.url}/api/v3/accountStates?${query}`);
  expect(res.status, res.text).toBe(200);
  return (res.json() as Body).accounts.map((a) => a.address).sort();
}

async function error(query: string): Promise<{ status: number; text: string }> {
  const res = await get(`${server.url}/api/v3/accountStates?${query}`);
  return { status: res.status, text: res.text };
}

beforeAll(async () => {
  server = await startIndexServer();
  v3 = server.data.sample('wallet-v3r2').raw;
  v4 = server.data.sample('wallet-v4r2').raw;
  v5 = server.data.sample('wallet-v5r1').raw;
  master = server.data.sample('jetton-master').raw;
});
afterAll(() => server.close());

describe('address list styles (§2.1–2.3)', () => {
  it('accepts repeated address keys', async () => {
    expect(await accounts(addressQuery([v3, v4]))).toEqual([v3, v4].sort());
  });

  it('accepts a comma-separated list, plain or %2C-encoded', async () => {
    expect(await accounts(`address=${v3},${v4},${v5}`)).toEqual([v3, v4, v5].sort());
    expect(await accounts(`address=${encodeURIComponent(`${v3},${v4}`)}`)).toEqual([v3, v4].sort());
  });

  it('accepts address[] bracket keys', async () => {
    expect(await accounts(`address[]=${v3}&address%5B%5D=${v4}`)).toEqual([v3, v4].sort());
  });

  it('accepts all styles mixed in one request', async () => {
    const friendly = server.data.sample('wallet-v5r1').friendly;
    expect(await accounts(`address=${v3},${v4}&address[]=${friendly}&address=${master}`)).toEqual(
      [v3, v4, v5, master].sort(),
    );
  });

  it('accepts every address form the Go server does: raw any case, bounceable, non-bounceable, testnet, masterchain', async () => {
    const a = Address.parseRaw(v4);
    const forms = [
      v4.toLowerCase(),
      a.toString({ bounceable: true }),
      a.toString({ bounceable: false }),
      a.toString({ bounceable: true, testOnly: true }),
      a.toString({ bounceable: false, testOnly: true }),
    ];
    for (const form of forms) expect(await accounts(addressQuery([form]))).toEqual([v4]);
    const mc = server.data.sample('masterchain-wallet');
    expect(mc.friendly.startsWith('Uf')).toBe(true);
    expect(await accounts(addressQuery([mc.friendly]))).toEqual([mc.raw]);
  });

  it('ignores the flag byte of a friendly address, as tonutils ParseAddr does (§4.2)', async () => {
    // Tag 0x01 is not a TEP-2 tag; @ton/core would reject it, the Go server only checks the CRC.
    const a = Address.parseRaw(v3);
    const bytes = Buffer.concat([Buffer.from([0x01, 0x00]), a.hash]);
    const crc = Buffer.alloc(2);
    crc.writeUInt16BE(crc16Xmodem(bytes));
    const odd = Buffer.concat([bytes, crc]).toString('base64url');
    expect(await accounts(addressQuery([odd]))).toEqual([v3]);
  });

  it('matches parameter names case-insensitively like gorilla/schema', async () => {
    expect(await accounts(`ADDRESS=${v3}`)).toEqual([v3]);
  });

  it("refuses a key with unmatched brackets with fiber's message", async () => {
    expect(await error(`address[=${v3}`)).toEqual({ status: 422, text: '{"error":"unmatched brackets"}' });
  });
});

describe('include_boc (§2.5, §2.6, §4.1)', () => {
  async function hasBocs(query: string): Promise<boolean> {
    const res = await get(`${server.url}/api/v3/accountStates?address=${v4}${query}`);
    expect(res.status, res.text).toBe(200);
    const account = (res.json() as Body).accounts[0]!;
    // include_boc only ever removes the BoCs, never the hashes.
    expect(account).toHaveProperty('code_hash');
    expect(account).toHaveProperty('data_hash');
    expect('code_boc' in account).toBe('data_boc' in account);
    return 'code_boc' in account;
  }

  it('defaults to true when absent', async () => {
    expect(await hasBocs('')).toBe(true);
  });

  it.each(['on', '1', 't', 'T', 'TRUE', 'true', 'True'])('treats %s as true', async (value) => {
    expect(await hasBocs(`&include_boc=${value}`)).toBe(true);
  });

  it.each(['0', 'f', 'F', 'FALSE', 'false', 'False', ''])('treats "%s" as false', async (value) => {
    expect(await hasBocs(`&include_boc=${value}`)).toBe(false);
  });

  it('uses the last value when repeated', async () => {
    expect(await hasBocs('&include_boc=false&include_boc=true')).toBe(true);
    expect(await hasBocs('&include_boc=true&include_boc=false')).toBe(false);
    expect(await hasBocs('&include_boc=yes&include_boc=0')).toBe(false);
  });

  it.each(['yes', 'no', 'ON', 'tRuE', '2'])('refuses %s with the exact 422 text', async (value) => {
    expect(await error(`address=${v4}&include_boc=${value}`)).toEqual({
      status: 422,
      text: '{"error":"failed to decode: schema: error converting value for \\"include_boc\\""}',
    });
  });
});

describe('address errors and quirks (§2.4, §2.7–2.9, §4.5)', () => {
  it('answers 422 "address of account is required" without an address', async () => {
    const expected = { status: 422, text: '{"error":"address of account is required"}' };
    expect(await error('')).toEqual(expected);
    expect(await error('include_boc=false')).toEqual(expected);
    // A misspelled key is an unknown parameter, silently ignored.
    expect(await error(`addresses=${v3}`)).toEqual(expected);
  });

  it('ignores unknown parameters', async () => {
    expect(await accounts(`address=${v3}&include_bocs=false&limit=1&offset=5&foo=bar`)).toEqual([v3]);
  });

  it('reports the index of the first invalid value', async () => {
    expect(await error(`address=${v3}&address=${v4}&address=nonsense`)).toEqual({
      status: 422,
      text: '{"error":"failed to decode: schema: error converting value for index 2 of \\"address\\""}',
    });
    // In a comma list the index is that of the whole value.
    expect((await error(`address=${v3}&address=${v4},nonsense`)).text).toContain('index 1 of \\"address\\"');
  });

  it('counts further failing parameters after the first message', async () => {
    expect((await error('address=bad&include_boc=maybe')).text).toBe(
      '{"error":"failed to decode: schema: error converting value for index 0 of \\"address\\" (and 1 other error)"}',
    );
  });

  it('decodes an unescaped + to a space, so a standard-Base64 address with + fails; %2B works', async () => {
    // Needs a - and a _ in the URL-safe form: + and / in standard Base64.
    const sample = server.data.samples.find((s) => s.friendly.includes('-') && s.friendly.includes('_'));
    expect(sample, 'a sample whose standard-Base64 form has both + and /').toBeDefined();
    const standard = sample!.friendly.replace(/-/g, '+').replace(/_/g, '/');
    expect(await error(`address=${v3}&address=${v4}&address=${standard}`)).toEqual({
      status: 422,
      text: '{"error":"failed to decode: schema: error converting value for index 2 of \\"address\\""}',
    });
    // `+` escaped as %2B, `/` left unescaped (tolerated, §2.8).
    const escaped = standard.replace(/\+/g, '%2B');
    expect(escaped).toContain('/');
    expect(await accounts(`address=${v3}&address=${escaped}`)).toEqual([v3, sample!.raw].sort());
  });

  it('skips empty address values, and with only empty values returns arbitrary accounts (§2.7 quirk)', async () => {
    expect(await accounts(`address=&address=${v3}&address=`)).toEqual([v3]);
    const all = await accounts('address=');
    expect(all.length).toBe(server.data.size);
    expect(all).toEqual(server.data.list.map((r) => r.raw).sort());
  });

  it('filters by the hidden code_hash parameter in hex or Base64, and refuses a bad hash (§4.1)', async () => {
    const v4Hash = server.data.get(v4)!.code!.hash;
    const hex = Buffer.from(v4Hash, 'base64').toString('hex');
    const two = addressQuery([v3, v4]);
    expect(await accounts(`${two}&code_hash=${encodeURIComponent(v4Hash)}`)).toEqual([v4]);
    expect(await accounts(`${two}&code_hash=0x${hex}`)).toEqual([v4]);
    expect(await error(`${two}&code_hash=abc`)).toEqual({
      status: 422,
      text: '{"error":"failed to decode: schema: error converting value for index 0 of \\"code_hash\\""}',
    });
  });

  it('treats a raw address with the wrong hex length or a workchain beyond int8 as invalid', async () => {
    for (const bad of [`0:${'AB'.repeat(31)}`, `128:${'AB'.repeat(32)}`, ` ${v3}`, `${v3}=`]) {
      expect((await error(addressQuery([bad]))).status).toBe(422);
    }
    // A cell-built address with a valid hash but not indexed is fine: simply absent.
    const absent = Address.parseRaw(`0:${beginCell().endCell().hash().toString('hex')}`).toRawString();
    expect(await accounts(addressQuery([absent]))).toEqual([]);
  });
});
