/**
 * Writes a validator FROM a zod schema, as TypeScript source: straight-line code with a named property
 * read per field, which V8 runs several times faster than zod (or than any interpreter of the schema:
 * keyed reads of a key list go through V8's megamorphic caches). The source is generated at build time
 * (`npx tsx scripts/generate-api-validators.ts` → shared/api/generated/api-validators.ts) because the
 * app's CSP forbids `eval`/`new Function`; at run time the same walk is repeated to bind the schema's
 * own transform functions and to check that the generated file still matches the schema (its hash),
 * else zod is used (fast-validator.ts).
 *
 * The generated code validates a freshly `JSON.parse`d value in place and answers it (transforms
 * applied, an own `__proto__` key dropped, as zod does) or INVALID. Only plain rules are written out —
 * types, `.regex()`, integer formats, nullable/optional, arrays, objects with their catch-all, records
 * with string keys, pipes and transforms; any other node is an "island" run by zod itself. A property
 * test holds the result to zod's verdict and output on random valid and mutated answers.
 */
import type { z } from 'zod';
import { util } from 'zod/v4/core';
import { unrollCountedRepeats } from './fast-regex';

/** A schema transform, called as zod calls it: `(value, payload)`. */
export type TransformFn = (value: unknown, payload: { value: unknown; issues: unknown[] }) => unknown;

/** The parts of zod's internal definition (`_zod.def`) the walk reads. */
interface Def {
  type: string;
  checks?: readonly CheckInstance[];
  coerce?: boolean;
  innerType?: ZodLike;
  element?: ZodLike;
  shape?: Record<string, ZodLike>;
  catchall?: ZodLike;
  keyType?: ZodLike;
  valueType?: ZodLike;
  mode?: string;
  in?: ZodLike;
  out?: ZodLike;
  transform?: TransformFn;
  values?: readonly unknown[];
  entries?: Record<string, unknown>;
}
interface CheckInstance {
  _zod: { def: { check: string; format?: string; pattern?: RegExp; when?: unknown } };
}
/** A zod schema as the walk sees it. */
export interface ZodLike {
  _zod: { def: Def; traits: Set<string>; optin?: string; optout?: string; values?: Set<unknown> };
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

/** What one walk of a schema yields. */
export interface GeneratedValidator {
  /** The body of `make(T, I, INVALID)`: declarations, then `return <root>;`. */
  body: string;
  /** A hash of `body`, embedded in the generated file and compared at run time. */
  hash: string;
  /** The schema's transforms, in the order the body refers to them (`T[0]`, `T[1]`…). */
  transforms: TransformFn[];
  /** Nodes left to zod, in the order the body refers to them (`I[0]`…), and why. */
  islands: { schema: ZodLike; reason: string }[];
}

/** Raised for a node the walk does not write out; the node becomes an island. */
class Unsupported extends Error {}

/**
 * A node written out: a pure one is a boolean expression over a variable (`cond("x")`), since its
 * output is its input; any other is a helper function's name (`fn(x)` answers the output or INVALID).
 */
type Emitted = { pure: true; cond: (variable: string) => string } | { pure: false; fn: string };

class Writer {
  private readonly lines: string[] = [];
  private readonly regexNames = new Map<string, string>();
  private count = 0;
  /** A schema used in several places (a shared primitive, the catch-all) is written once. */
  readonly emitted = new Map<ZodLike, Emitted>();
  readonly transforms: TransformFn[] = [];
  readonly islands: { schema: ZodLike; reason: string }[] = [];

  name(prefix: string): string {
    return `${prefix}${this.count++}`;
  }

  add(code: string): void {
    this.lines.push(code);
  }

  regex(pattern: RegExp): string {
    const fast = unrollCountedRepeats(pattern);
    const key = `${fast.flags}/${fast.source}`;
    let name = this.regexNames.get(key);
    if (!name) {
      name = this.name('R');
      this.regexNames.set(key, name);
      this.add(`const ${name} = new RegExp(${JSON.stringify(fast.source)}, ${JSON.stringify(fast.flags)});`);
    }
    return name;
  }

  text(): string {
    return this.lines.join('\n');
  }
}

/** Writes the validator of `schema`. Pure: the same schema always gives the same source. */
export function generateValidator(schema: z.ZodType): GeneratedValidator {
  const writer = new Writer();
  const root = emit(writer, schema as unknown as ZodLike);
  writer.add(`return ${root.pure ? wrapPure(writer, root) : root.fn};`);
  const body = writer.text();
  return { body, hash: hashText(body), transforms: writer.transforms, islands: writer.islands };
}

/** FNV-1a over the text, as 8 hex digits: enough to notice that a generated file is stale. */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A pure node as a helper answering its input or INVALID. */
function wrapPure(writer: Writer, node: Extract<Emitted, { pure: true }>): string {
  const fn = writer.name('P');
  writer.add(`function ${fn}(v: any): unknown {\n  return ${node.cond('v')} ? v : INVALID;\n}`);
  return fn;
}

/** `fn(x)` or the pure node's check as an output-or-INVALID expression. */
function run(node: Emitted, variable: string): string {
  return node.pure ? `(${node.cond(variable)} ? ${variable} : INVALID)` : `${node.fn}(${variable})`;
}

function emit(writer: Writer, schema: ZodLike): Emitted {
  let node = writer.emitted.get(schema);
  if (!node) {
    node = emitOnce(writer, schema);
    writer.emitted.set(schema, node);
  }
  return node;
}

function emitOnce(writer: Writer, schema: ZodLike): Emitted {
  try {
    return withChecks(writer, schema, emitType(writer, schema));
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    const index = writer.islands.length;
    writer.islands.push({ schema, reason: error.message });
    const fn = writer.name('I');
    writer.add(`function ${fn}(v: any): unknown {\n  return I[${index}]!(v);\n}`);
    return { pure: false, fn };
  }
}

/** The checks attached to a schema (`.regex()`, `.int()`…), tested after its type as zod does. */
function withChecks(writer: Writer, schema: ZodLike, base: Emitted): Emitted {
  const checks = [...(schema._zod.traits.has('$ZodCheck') ? [schema as unknown as CheckInstance] : []), ...(schema._zod.def.checks ?? [])];
  if (checks.length === 0) return base;
  if (!base.pure) throw new Unsupported('checks on a transformed value');
  const tests = checks.map((check) => checkCondition(writer, check));
  return { pure: true, cond: (v) => [base.cond(v), ...tests.map((test) => test(v))].join(' && ') };
}

function checkCondition(writer: Writer, check: CheckInstance): (variable: string) => string {
  const def = check._zod.def;
  if (def.when !== undefined) throw new Unsupported('a conditional check');
  if (def.check === 'string_format' && def.format === 'regex' && def.pattern) {
    const name = writer.regex(def.pattern);
    const reset = def.pattern.global || def.pattern.sticky;
    return (v) => (reset ? `(${name}.lastIndex = 0, ${name}.test(${v}))` : `${name}.test(${v})`);
  }
  if (def.check === 'number_format' && def.format) {
    const range = (util.NUMBER_FORMAT_RANGES as Record<string, [number, number] | undefined>)[def.format];
    if (!range) throw new Unsupported(`number format ${def.format}`);
    const [min, max] = range;
    const integer = def.format.includes('int');
    return (v) => `${integer ? `Number.isInteger(${v}) && ` : ''}${v} >= ${min} && ${v} <= ${max}`;
  }
  throw new Unsupported(`a ${def.check} check`);
}

function emitType(writer: Writer, schema: ZodLike): Emitted {
  const def = schema._zod.def;
  if (def.coerce) throw new Unsupported('coercion');
  switch (def.type) {
    case 'string':
      return { pure: true, cond: (v) => `typeof ${v} === "string"` };
    case 'number':
      return { pure: true, cond: (v) => `typeof ${v} === "number" && Number.isFinite(${v})` };
    case 'boolean':
      return { pure: true, cond: (v) => `typeof ${v} === "boolean"` };
    case 'null':
      return { pure: true, cond: (v) => `${v} === null` };
    case 'unknown':
    case 'any':
      return { pure: true, cond: () => 'true' };
    case 'literal':
    case 'enum':
      return emitLiterals(def.type === 'literal' ? (def.values ?? []) : Object.values(def.entries ?? {}));
    case 'nullable':
    case 'optional':
      return emitWrapper(writer, def);
    case 'pipe':
      return emitPipe(writer, def);
    case 'transform':
      return emitTransform(writer, def);
    case 'array':
      return emitArray(writer, def);
    case 'object':
      return emitObject(writer, def);
    case 'record':
      return emitRecord(writer, def);
    default:
      throw new Unsupported(`a ${def.type} schema`);
  }
}

function emitLiterals(values: readonly unknown[]): Emitted {
  if (!values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)) || values.length === 0) {
    throw new Unsupported('literal values other than JSON scalars');
  }
  return { pure: true, cond: (v) => `(${values.map((value) => `${v} === ${JSON.stringify(value)}`).join(' || ')})` };
}

/** `.nullable()` lets null through, `.optional()` undefined; the rest goes to the inner schema. */
function emitWrapper(writer: Writer, def: Def): Emitted {
  if (def.type === 'optional' && def.innerType!._zod.optin === 'defaulted') throw new Unsupported('a default');
  const passed = def.type === 'nullable' ? 'null' : 'undefined';
  const inner = emit(writer, def.innerType!);
  if (inner.pure) return { pure: true, cond: (v) => `(${v} === ${passed} || ${inner.cond(v)})` };
  const fn = writer.name('W');
  writer.add(`function ${fn}(v: any): unknown {\n  return v === ${passed} ? ${passed} : ${inner.fn}(v);\n}`);
  return { pure: false, fn };
}

function emitPipe(writer: Writer, def: Def): Emitted {
  const first = emit(writer, def.in!);
  const second = emit(writer, def.out!);
  const fn = writer.name('F');
  writer.add(
    `function ${fn}(v: any): unknown {\n  const m = ${run(first, 'v')};\n  if (m === INVALID) return INVALID;\n  return ${run(second, 'm')};\n}`,
  );
  return { pure: false, fn };
}

function emitTransform(writer: Writer, def: Def): Emitted {
  const index = writer.transforms.length;
  writer.transforms.push(def.transform!);
  const fn = writer.name('T');
  // The payload zod hands a transform: it may report issues through it.
  writer.add(
    `function ${fn}(v: any): unknown {\n  const p = { value: v, issues: [] as unknown[] };\n  const out = T[${index}]!(v, p);\n  return p.issues.length > 0 ? INVALID : out;\n}`,
  );
  return { pure: false, fn };
}

function emitArray(writer: Writer, def: Def): Emitted {
  const element = emit(writer, def.element!);
  const fn = writer.name('A');
  if (element.pure) {
    writer.add(
      `function ${fn}(v: any): boolean {\n  if (!Array.isArray(v)) return false;\n  for (let i = 0; i < v.length; i++) {\n    const x = v[i];\n    if (!(${element.cond('x')})) return false;\n  }\n  return true;\n}`,
    );
    return { pure: true, cond: (v) => `${fn}(${v})` };
  }
  writer.add(
    `function ${fn}(v: any): unknown {\n  if (!Array.isArray(v)) return INVALID;\n  for (let i = 0; i < v.length; i++) {\n    const x = v[i];\n    const y = ${element.fn}(x);\n    if (y === INVALID) return INVALID;\n    if (y !== x) v[i] = y;\n  }\n  return v;\n}`,
  );
  return { pure: false, fn };
}

/** Statements that check `variable` (read from `target[key]`) and write a changed output back. */
function checkAndStore(node: Emitted, variable: string, target: string, key: string, indent: string): string {
  if (node.pure) return `${indent}if (!(${node.cond(variable)})) return INVALID;`;
  return `${indent}{\n${indent}  const y = ${node.fn}(${variable});\n${indent}  if (y === INVALID) return INVALID;\n${indent}  if (y !== ${variable}) ${target}[${key}] = y;\n${indent}}`;
}

/**
 * An object: each key of the shape read by name; then, only when the object has keys beyond those
 * present, the others — kept and checked by the catch-all, dropped (`z.object`) or refused
 * (`z.strictObject`); an own `__proto__` key is dropped as zod drops it.
 */
function emitObject(writer: Writer, def: Def): Emitted {
  const shape = def.shape ?? {};
  const keys = Object.keys(shape);
  if (keys.includes('__proto__')) throw new Unsupported('a __proto__ key in a shape');
  const fields = keys.map((key) => {
    const field = shape[key]!;
    const { optin, optout } = field._zod;
    const optional = optin === 'optional' && optout === 'optional';
    if (!optional && optin !== undefined) throw new Unsupported('a defaulted key');
    return { key: JSON.stringify(key), optional, node: emit(writer, field) };
  });
  const rest = emitRest(writer, def, keys);
  const fn = writer.name('O');
  const body = fields.map(({ key, optional, node }, i) => {
    const x = `x${i}`;
    const read = `  const ${x} = o[${key}];`;
    if (optional) {
      return `${read}\n  if (${x} !== undefined || ${key} in o) {\n    n++;\n${checkAndStore(node, x, 'o', key, '    ')}\n  }`;
    }
    return `${read}\n  if (${x} === undefined && !(${key} in o)) return INVALID;\n  n++;\n${checkAndStore(node, x, 'o', key, '  ')}`;
  });
  writer.add(
    [
      `function ${fn}(o: any): unknown {`,
      `  if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;`,
      `  let n = 0;`,
      ...body,
      `  let t = 0;`,
      `  for (const _k in o) t++;`,
      `  return t === n ? o : ${rest}(o);`,
      `}`,
    ].join('\n'),
  );
  return { pure: false, fn };
}

/** The helper for an object's keys beyond its shape. */
function emitRest(writer: Writer, def: Def, keys: readonly string[]): string {
  const known = writer.name('K');
  writer.add(`const ${known} = new Set<string>(${JSON.stringify(keys)});`);
  const fn = writer.name('X');
  let handle: string;
  if (def.catchall === undefined) handle = `    delete o[k];`;
  else if (def.catchall._zod.def.type === 'never') handle = `    return INVALID;`;
  else handle = `    const x = o[k];\n${checkAndStore(emit(writer, def.catchall), 'x', 'o', 'k', '    ')}`;
  const strict = def.catchall?._zod.def.type === 'never';
  writer.add(
    [
      `function ${fn}(o: any): unknown {`,
      `  for (const k in o) {`,
      `    if (${known}.has(k)) continue;`,
      ...(strict ? [] : [`    if (k === "__proto__") {`, `      delete o[k];`, `      continue;`, `    }`]),
      handle,
      `  }`,
      `  return o;`,
      `}`,
    ].join('\n'),
  );
  return fn;
}

/** A record with string keys; an own `__proto__` key is dropped as zod drops it. */
function emitRecord(writer: Writer, def: Def): Emitted {
  const keyType = def.keyType!;
  if (keyType._zod.def.type !== 'string' || keyType._zod.values || def.mode === 'loose') throw new Unsupported('a record key type');
  const key = emit(writer, keyType);
  if (!key.pure) throw new Unsupported('a transformed record key');
  const value = emit(writer, def.valueType!);
  const fn = writer.name('M');
  const keyCheck = key.cond('k') === 'typeof k === "string"' ? [] : [`    if (!(${key.cond('k')})) return INVALID;`];
  writer.add(
    [
      `function ${fn}(o: any): unknown {`,
      `  if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;`,
      `  for (const k in o) {`,
      `    if (!Object.hasOwn(o, k)) continue;`,
      `    if (k === "__proto__") {`,
      `      delete o[k];`,
      `      continue;`,
      `    }`,
      ...keyCheck,
      `    const x = o[k];`,
      checkAndStore(value, 'x', 'o', 'k', '    '),
      `  }`,
      `  return o;`,
      `}`,
    ].join('\n'),
  );
  return { pure: false, fn };
}

/**
 * The text of the generated module (shared/api/generated/api-validators.ts): for each named schema, its
 * hash and `make(T, I, INVALID)`, which binds the schema's transforms and islands and answers the
 * validator. `scripts/generate-api-validators.ts` writes it; a test checks the file is current.
 */
export function renderValidatorsModule(validators: Readonly<Record<string, GeneratedValidator>>): string {
  const entries = Object.entries(validators).map(([name, validator]) => {
    const body = validator.body
      .split('\n')
      .map((line) => (line === '' ? line : `    ${line}`))
      .join('\n');
    return [
      `export const ${name}: GeneratedModule = {`,
      `  hash: ${JSON.stringify(validator.hash)},`,
      `  make(T, I, INVALID) {`,
      body,
      `  },`,
      `};`,
    ].join('\n');
  });
  return [
    '/* eslint-disable */',
    '// Generated from the zod schemas by scripts/generate-api-validators.ts (shared/api/validator-codegen.ts).',
    '// Do not edit. After changing a schema in shared/api, run: npx tsx scripts/generate-api-validators.ts',
    "import type { GeneratedModule } from '../validator-codegen';",
    '',
    ...entries.flatMap((entry) => [entry, '']),
  ].join('\n');
}

/** One schema's entry in the generated module. */
export interface GeneratedModule {
  /** {@link GeneratedValidator.hash} of the schema the code was written from. */
  hash: string;
  /** Binds the schema's transforms (`T`) and islands (`I`); answers the validator. */
  make(
    T: readonly TransformFn[],
    I: readonly ((value: unknown) => unknown)[],
    INVALID: symbol,
  ): (input: unknown) => unknown;
}
