/**
 * The generated validators (fast-validator.ts) against zod itself: on random valid answers and on
 * random mutations of them, both say yes or no alike, and on yes both give the same output (transforms
 * applied, `__proto__` keys dropped, free-form data cut at the same bounds). Also: the generated file
 * is current, and it is used only for the schemas it was written from.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountStatesResponseSchema } from './account-states';
import { masterchainInfoSchema } from './block';
import { fastValidator, GENERATED_SCHEMAS, INVALID } from './fast-validator';
import { FREE_FORM_MAX_DEPTH } from './free-form';
import { describeSchema } from './schema-walk';
import { generateValidator, renderValidatorsModule } from './validator-codegen';

const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789ABCDEF'), minLength: length, maxLength: length });
const rawAddress = fc
  .tuple(fc.constantFrom('0', '-1', '1', '127', '-128'), hex(64))
  .map(([wc, h]) => `${wc}:${h}`);
const base64Char = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-');
const hash = fc
  .tuple(fc.string({ unit: base64Char, minLength: 43, maxLength: 43 }), fc.boolean())
  .map(([h, pad]) => (pad ? `${h}=` : h));
const decimal = fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String);
const signedDecimal = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
/** Drops undefined values, so an absent optional field is absent (as on the wire). */
const defined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
/** Keys a newer server might add, with any JSON (deep nesting included: the catch-all cuts it). */
const extraKeys = fc.dictionary(
  fc.constantFrom('future_field', 'x', '__proto__', 'constructor', 'toString', 'ñ'),
  fc.jsonValue({ maxDepth: 4 }),
  { maxKeys: 2 },
);
const deep = fc
  .integer({ min: FREE_FORM_MAX_DEPTH - 2, max: FREE_FORM_MAX_DEPTH + 40 })
  .map((n) => JSON.parse(`${'['.repeat(n)}1${']'.repeat(n)}`) as unknown);

/** An object with own keys exactly as given (a `__proto__` key stays a key, as JSON.parse makes it). */
function plain(entries: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entries))
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

const account = fc
  .record({
    address: rawAddress,
    account_state_hash: hash,
    balance: fc.option(decimal, { nil: null }),
    extra_currencies: fc.option(fc.dictionary(fc.nat().map(String), decimal, { maxKeys: 3 }), { nil: null }),
    status: fc.option(fc.constantFrom('active', 'uninit', 'frozen', 'nonexist', 'suspended'), { nil: null }),
    frozen_hash: maybe(hash),
    last_transaction_hash: fc.option(hash, { nil: null }),
    last_transaction_lt: fc.option(signedDecimal, { nil: null }),
    data_hash: maybe(hash),
    code_hash: maybe(hash),
    data_boc: maybe(fc.base64String()),
    code_boc: maybe(fc.base64String()),
    contract_methods: maybe(
      fc.option(fc.array(fc.integer({ min: -1, max: 600_000 }), { maxLength: 5 }), { nil: null }),
    ),
    interfaces: maybe(
      fc.option(
        fc.array(fc.constantFrom('wallet_v4r2', 'jetton_wallet', 'dedust_liquidity_deposit '), {
          maxLength: 3,
        }),
        { nil: null },
      ),
    ),
  })
  .chain((fields) => extraKeys.map((extra) => plain({ ...defined(fields), ...extra })));

const bookEntry = fc
  .record({
    user_friendly: fc.string({ maxLength: 48 }),
    domain: maybe(fc.option(fc.string(), { nil: null })),
    interfaces: maybe(fc.option(fc.array(fc.string(), { maxLength: 2 }), { nil: null })),
  })
  .chain((fields) => extraKeys.map((extra) => plain({ ...defined(fields), ...extra })));

const tokenInfo = fc
  .record({
    valid: maybe(fc.boolean()),
    type: maybe(fc.constantFrom('jetton_wallets', 'jetton_masters', 'nft_items', 'nft_collections')),
    name: maybe(fc.string()),
    symbol: maybe(fc.string()),
    description: maybe(fc.string()),
    image: maybe(fc.webUrl()),
    nft_index: maybe(decimal),
    is_nsfw: maybe(fc.boolean()),
    is_scam: maybe(fc.boolean()),
    extra: maybe(
      fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.jsonValue({ maxDepth: 3 }), deep), {
        maxKeys: 3,
      }),
    ),
  })
  .map(defined);

const metadataEntry = fc.record({
  is_indexed: fc.boolean(),
  token_info: fc.option(fc.array(tokenInfo, { maxLength: 2 }), { nil: null }),
});

const answer = fc
  .record({
    accounts: fc.array(account, { maxLength: 4 }),
    address_book: fc.option(fc.dictionary(rawAddress, bookEntry, { maxKeys: 3 }), { nil: null }),
    metadata: fc.option(fc.dictionary(rawAddress, metadataEntry, { maxKeys: 3 }), { nil: null }),
  })
  .chain((fields) => extraKeys.map((extra) => plain({ ...fields, ...extra })));

type Path = (string | number)[];

/** Every path to an object or array inside `value` (the root included). */
function containers(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [path, ...entries.flatMap(([key, v]) => containers(v, [...path, key]))];
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)[key], value);
}

/** A change to one place of an answer: what a broken or hostile server might send instead. */
const mutation = fc.record({
  pick: fc.nat(),
  kind: fc.constantFrom('replace', 'delete', 'add', 'near-miss', 'null'),
  key: fc.constantFrom(
    'address',
    'balance',
    'status',
    'user_friendly',
    'is_indexed',
    'token_info',
    'accounts',
    '__proto__',
    'extra',
    'new_key',
  ),
  value: fc.oneof(fc.jsonValue({ maxDepth: 3 }), deep),
});

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

/** Applies `m` to a copy of `value` (as text, so the copy is what the wire would carry). */
function mutate(value: unknown, m: Mutation): string {
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  const paths = containers(copy);
  const path = paths[m.pick % paths.length]!;
  const target = at(copy, path) as Record<string, unknown> | unknown[];
  const keys = Array.isArray(target) ? target.map((_, i) => i) : Object.keys(target);
  const key = keys.length > 0 && m.kind !== 'add' ? keys[m.pick % keys.length]! : m.key;
  const slot = target as Record<string | number, unknown>;
  switch (m.kind) {
    case 'replace':
      slot[key] = m.value;
      break;
    case 'delete':
      if (Array.isArray(target)) target.splice(Number(key), 1);
      else delete slot[key];
      break;
    case 'add':
      Object.defineProperty(target, m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      break;
    case 'near-miss': {
      const old = slot[key];
      slot[key] =
        typeof old === 'string' ? (old.length % 2 ? old.toLowerCase() : `${old}=`) : JSON.stringify(old);
      break;
    }
    case 'null':
      slot[key] = null;
      break;
  }
  return JSON.stringify(copy);
}

/**
 * A value as text with sorted keys, each object marked with its prototype and each key's presence kept
 * (even when its value is undefined): two values print the same exactly when they are the same data.
 * (toStrictEqual cannot be used: it compares `constructor` properties, which an answer may carry.)
 */
function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const proto = Object.getPrototypeOf(value) === Object.prototype ? '' : 'proto!';
  const keys = Reflect.ownKeys(value).map(String).sort();
  return `${proto}{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
}

/** Both verdicts on the same text, each on its own fresh parse. */
function compare(schema: z.ZodType, text: string): boolean {
  const fast = fastValidator(schema)!(JSON.parse(text));
  const slow = schema.safeParse(JSON.parse(text));
  expect(fast === INVALID).toBe(!slow.success);
  if (slow.success) expect(canonical(fast)).toBe(canonical(slow.data));
  return slow.success;
}

describe('generated validators against zod', () => {
  it('accept the same valid accountStates answers with the same output', () => {
    fc.assert(
      fc.property(answer, (value) => {
        expect(compare(accountStatesResponseSchema, JSON.stringify(value))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('accept and refuse the same mutated accountStates answers', () => {
    let refused = 0;
    fc.assert(
      fc.property(answer, mutation, (value, m) => {
        if (!compare(accountStatesResponseSchema, mutate(value, m))) refused++;
      }),
      { numRuns: 1500 },
    );
    // The mutations do reach the rules: many are refused, many still pass.
    expect(refused).toBeGreaterThan(300);
  });

  it('accept and refuse the same mutated masterchainInfo answers', () => {
    const text = readFileSync(
      new URL('./fixtures/v3_masterchainInfo_testnet__cordialsys-crosschain.json', import.meta.url),
      'utf8',
    );
    const value = JSON.parse(text) as unknown;
    expect(compare(masterchainInfoSchema, text)).toBe(true);
    fc.assert(
      fc.property(mutation, (m) => void compare(masterchainInfoSchema, mutate(value, m))),
      { numRuns: 800 },
    );
  });

  it('agree on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        compare(accountStatesResponseSchema, JSON.stringify(value));
        compare(masterchainInfoSchema, JSON.stringify(value));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the generated file', () => {
  it('is current: regenerating from the schemas gives the committed file', () => {
    const validators = Object.fromEntries(
      Object.entries(GENERATED_SCHEMAS).map(([name, schema]) => [name, generateValidator(schema)]),
    );
    const committed = readFileSync(new URL('./generated/api-validators.ts', import.meta.url), 'utf8');
    expect(committed, 'run: npx tsx scripts/generate-api-validators.ts').toBe(
      renderValidatorsModule(validators),
    );
  });

  it('is bound at run time to each API schema it was written for', () => {
    for (const schema of Object.values(GENERATED_SCHEMAS))
      expect(fastValidator(schema)).toBeTypeOf('function');
  });

  it('is not used for a schema changed since it was written (its fingerprint differs), nor written for one it cannot express', () => {
    const changed = accountStatesResponseSchema.extend({
      accounts: accountStatesResponseSchema.shape.accounts.max(10),
    });
    expect(describeSchema(changed).fingerprint).not.toBe(
      describeSchema(accountStatesResponseSchema).fingerprint,
    );
    expect(() => generateValidator(changed)).toThrow(
      /it has checks on a transformed value|max_length|a max_length check/,
    );
    expect(fastValidator(changed)).toBeUndefined();
  });
});
