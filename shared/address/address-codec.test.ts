/**
 * The codec against the recorded address vectors (fixtures/addresses.json: ton-core, tonutils-go, TEP-2,
 * copied verbatim from the shared fixtures) and the behaviour a person meets when typing one address.
 */
import { describe, expect, it } from 'vitest';
import vectors from './fixtures/addresses.json';
import {
  InvalidAddressError,
  addressForms,
  isSameAccount,
  normalizeAddress,
  parseAddress,
} from './address-codec';
import { type AddressErrorReason } from './address-types';

interface Vector {
  input: string;
  valid: boolean;
  validity?: string;
  kind?: string;
  inputForm?: 'raw' | 'user-friendly';
  workchain?: number;
  raw: string | null;
  bounceable: string | null;
  nonBounceable: string | null;
  testnet: boolean | null;
  inputBounceable?: boolean | null;
  inputUrlSafe?: boolean | null;
  testnetBounceable?: string;
  testnetNonBounceable?: string;
}

const all = vectors as Vector[];
const valid = all.filter((v) => v.valid);
const invalid = all.filter((v) => !v.valid);

/** Upper-cases the hex of a raw address, leaving the workchain as written. */
const upperRaw = (raw: string) => {
  const colon = raw.indexOf(':');
  return raw.slice(0, colon + 1) + raw.slice(colon + 1).toUpperCase();
};

/** The reason each invalid vector must be rejected with, by what the fixture says is wrong with it. */
function expectedReason(v: Vector): AddressErrorReason {
  if (v.validity?.startsWith('library-dependent')) return 'unknown-workchain';
  const kind = v.kind ?? '';
  if (kind.startsWith('wrong length')) return 'wrong-length';
  if (kind === 'URI prefix' || kind === 'ton:// transfer link') return 'not-an-address';
  if (kind === 'friendly form with raw workchain prefix' || kind === '48 chars, invalid alphabet')
    return 'bad-characters';
  if (kind === '48 spaces') return 'empty';
  if (kind.startsWith('unknown tag byte') || kind.startsWith('bad checksum')) return 'bad-checksum';
  throw new Error(`fixture vector of an unexpected kind: ${kind}`);
}

describe('parseAddress on the recorded vectors', () => {
  it('has both valid and invalid vectors to check', () => {
    expect(valid.length).toBeGreaterThanOrEqual(30);
    expect(invalid.length).toBeGreaterThanOrEqual(14);
  });

  it.each(valid.map((v) => [v.input, v] as const))('accepts %s with the recorded forms', (_input, v) => {
    const result = parseAddress(v.input);
    if (!result.ok) throw new Error(`rejected: ${result.message}`);
    const { address } = result;
    expect(address.raw).toBe(upperRaw(v.raw!));
    expect(address.workchain).toBe(v.workchain);
    expect(address.forms.raw).toBe(address.raw);
    expect(address.forms.bounceable).toBe(v.bounceable);
    expect(address.forms.nonBounceable).toBe(v.nonBounceable);
    if (v.testnetBounceable) expect(address.forms.testnetBounceable).toBe(v.testnetBounceable);
    if (v.testnetNonBounceable) expect(address.forms.testnetNonBounceable).toBe(v.testnetNonBounceable);
    if (v.inputForm === 'raw') {
      expect(address.inputForm).toBe('raw');
      expect(address.inputFlags).toBeUndefined();
    } else {
      expect(address.inputForm).toBe('friendly');
      expect(address.inputFlags).toEqual({
        bounceable: v.inputBounceable,
        testOnly: v.testnet,
        urlSafe: v.inputUrlSafe,
      });
    }
  });

  it.each(invalid.map((v) => [JSON.stringify(v.input), v] as const))(
    'rejects %s with the right reason',
    (_input, v) => {
      const result = parseAddress(v.input);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.reason).toBe(expectedReason(v));
      expect(result.message.length).toBeGreaterThan(10);
    },
  );
});

describe('parseAddress messages a person reads', () => {
  const eq = 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB';
  const raw = '0:2cf55953e92efbeadab7ba725c3f93a0b23f842cbba72d7b8e6f510a70e422e3';
  const message = (input: string) => {
    const result = parseAddress(input);
    return result.ok ? 'ok' : `${result.reason}: ${result.message}`;
  };

  it('says how long a friendly address should be', () => {
    expect(message(eq.slice(0, 47))).toBe(
      'wrong-length: 48 characters expected for a user-friendly address, got 47',
    );
    expect(message(`${eq}A`)).toBe(
      'wrong-length: 48 characters expected for a user-friendly address, got 49',
    );
  });

  it('says how many hex digits a raw address should have', () => {
    expect(message(raw.slice(0, -2))).toBe("wrong-length: 64 hex digits expected after '0:', got 62");
    expect(message(`-1:${'ab'.repeat(33)}`)).toBe("wrong-length: 64 hex digits expected after '-1:', got 66");
  });

  it('blames a mistyped character on the checksum', () => {
    expect(message(`${eq.slice(0, 10)}X${eq.slice(11)}`)).toBe(
      'bad-checksum: checksum does not match — a character was mistyped or lost',
    );
  });

  it('names the character and its position when one is not allowed', () => {
    expect(message(`${eq.slice(0, 4)}!${eq.slice(5)}`)).toBe(
      'bad-characters: “!” at position 5 is not allowed in a user-friendly address (only A–Z, a–z, 0–9, - _ + /)',
    );
    expect(message(`${raw.slice(0, 5)}g${raw.slice(6)}`)).toMatch(
      /^bad-characters: “g” at position 6 is not a hex digit/,
    );
    expect(message(`${eq.slice(0, 4)}\u200b${eq.slice(5)}`)).toMatch(
      /the invisible character U\+200B at position 5/,
    );
  });

  it('explains workchains that do not exist', () => {
    expect(message(`1:${'12'.repeat(32)}`)).toBe(
      'unknown-workchain: workchain 1 is not a TON workchain (only 0 and -1 exist)',
    );
  });

  it('helps with near misses: hex without a workchain, a raw prefix on a friendly address, a link', () => {
    expect(message(raw.slice(2))).toMatch(
      /^not-an-address: 64 hex digits without a workchain — put 0: in front/,
    );
    expect(message(`0:${eq}`)).toBe(
      "bad-characters: this is a user-friendly address with '0:' in front — remove the '0:'",
    );
    expect(message(`https://tonviewer.com/${eq}`)).toMatch(/^not-an-address: this is a link/);
    expect(message(`:${raw.slice(2)}`)).toMatch(/^not-an-address: a raw address needs its workchain/);
  });

  it('calls empty input empty and trims only surrounding whitespace', () => {
    expect(message('')).toMatch(/^empty:/);
    expect(message(' \t\n ')).toMatch(/^empty:/);
    expect(message(`  ${eq}\n`)).toBe('ok');
    expect(message(`"${eq}"`)).toMatch(/^not-an-address:/);
  });

  it('accepts the masterchain in both forms and any hex case', () => {
    const dnsRoot = '-1:e56754f83426f69b09267bd876ac97c44821345b7e266bd956a7bfbfb98df35c';
    expect(normalizeAddress(dnsRoot)).toBe(upperRaw(dnsRoot));
    expect(normalizeAddress(dnsRoot.toUpperCase())).toBe(upperRaw(dnsRoot));
    expect(normalizeAddress('Ef_lZ1T4NCb2mwkme9h2rJfESCE0W34ma9lWp7-_uY3zXDvq')).toBe(upperRaw(dnsRoot));
  });

  it('reads a workchain written as -0 or 00 as 0, never as -0', () => {
    const result = parseAddress(`-0:${raw.slice(2)}`);
    expect(result.ok && Object.is(result.address.workchain, 0)).toBe(true);
    expect(normalizeAddress(`00:${raw.slice(2)}`)).toBe(upperRaw(raw));
  });
});

describe('forms and account identity', () => {
  const v = valid[0]!;

  it('addressForms gives every form from any form, and throws a readable error otherwise', () => {
    const expected = {
      raw: upperRaw(v.raw!),
      bounceable: v.bounceable,
      nonBounceable: v.nonBounceable,
      testnetBounceable: v.testnetBounceable,
      testnetNonBounceable: v.testnetNonBounceable,
    };
    for (const form of Object.values(expected)) expect(addressForms(form!)).toEqual(expected);
    expect(() => addressForms('EQ')).toThrow(InvalidAddressError);
    const thrown = (() => {
      try {
        addressForms(v.bounceable!.slice(1));
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(thrown).toBeInstanceOf(InvalidAddressError);
    expect((thrown as InvalidAddressError).reason).toBe('wrong-length');
    expect((thrown as InvalidAddressError).message).toBe(
      '48 characters expected for a user-friendly address, got 47',
    );
  });

  it('normalizeAddress returns the indexer form or null', () => {
    expect(normalizeAddress(v.nonBounceable!)).toBe(upperRaw(v.raw!));
    expect(normalizeAddress('hello')).toBeNull();
  });

  it('isSameAccount matches forms of one account and nothing else', () => {
    expect(isSameAccount(v.bounceable!, v.raw!)).toBe(true);
    expect(isSameAccount(v.testnetNonBounceable!, v.nonBounceable!)).toBe(true);
    const other = valid.find((x) => upperRaw(x.raw!) !== upperRaw(v.raw!))!;
    expect(isSameAccount(v.bounceable!, other.bounceable!)).toBe(false);
    expect(isSameAccount('junk', 'junk')).toBe(false);
    const parsed = parseAddress(v.raw!);
    expect(parsed.ok && isSameAccount(parsed.address, v.bounceable!)).toBe(true);
  });

  it('serialises forms with the address (JSON), though they are computed lazily', () => {
    const parsed = parseAddress(v.input);
    if (!parsed.ok) throw new Error('fixture rejected');
    const json = JSON.parse(JSON.stringify(parsed.address)) as Record<string, unknown>;
    expect(json).toEqual({
      raw: upperRaw(v.raw!),
      workchain: 0,
      inputForm: 'raw',
      forms: addressForms(v.raw!),
    });
  });
});
