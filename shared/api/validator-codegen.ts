/**
 * Writes a validator FROM a zod schema, as TypeScript source: straight-line code with a named property
 * read per field, which V8 runs several times faster than zod (or than any interpreter of the schema:
 * keyed reads of a key list go through V8's megamorphic caches). The source is generated at build time
 * (`npx tsx scripts/generate-api-validators.ts` → shared/api/generated/api-validators.ts) because the
 * app's CSP forbids `eval`/`new Function`. This file runs at build time and in tests only; at run
 * time schema-walk.ts binds the schema's own transform functions and checks, by the schema's
 * fingerprint, that the generated file still matches it, else zod is used (fast-validator.ts).
 *
 * The generated code validates a freshly `JSON.parse`d value in place and answers it (transforms
 * applied, an own `__proto__` key dropped, as zod does) or INVALID. Only plain rules are written out —
 * types, `.regex()`, `.max()` on a string, integer formats, nullable/optional, arrays, objects with their catch-all, records
 * with string keys, pipes and transforms; a schema with anything else gets no generated validator (the
 * generator refuses it, naming the part). A property test holds the result to zod's verdict and output
 * on random valid and mutated answers.
 */
import type { z } from 'zod';
import { util } from 'zod/v4/core';
import { unrollCountedRepeats } from './fast-regex';
import {
  describeSchema,
  hashText,
  type SchemaCheck as CheckInstance,
  type SchemaDef as Def,
  type SchemaNode as ZodLike,
  type TransformFn,
} from './schema-walk';

/** What one walk of a schema yields. */
export interface GeneratedValidator {
  /** The body of `make(T, INVALID)`: declarations, then `return <root>;`. */
  body: string;
  /** The hash of the schema's fingerprint (schema-walk.ts), embedded and compared at run time. */
  hash: string;
}

/** Raised for a node the generator does not write out. */
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
  /**
   * A schema used in several places (a shared primitive, the catch-all) is written once; known by its
   * `_zod` internals, which it shares with the Proxy of a lazily built schema (shared/lazy-schema.ts).
   */
  readonly emitted = new Map<ZodLike['_zod'], Emitted>();
  /** The helpers for keys beyond a shape, by how they are handled (a catch-all schema by its `_zod`). */
  readonly restHelpers = new Map<'strip' | 'strict' | ZodLike['_zod'], string>();

  /** `transforms`: the schema's, in schema-walk's order (the code calls them as `T[i]`). */
  constructor(readonly transforms: readonly TransformFn[]) {}

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

/**
 * Writes the validator of `schema`. Pure: the same schema always gives the same source. Throws, naming
 * the part, for a schema with anything it does not write out.
 */
export function generateValidator(schema: z.ZodType): GeneratedValidator {
  const { fingerprint, transforms } = describeSchema(schema);
  const writer = new Writer(transforms);
  let root: Emitted;
  try {
    root = emit(writer, schema as unknown as ZodLike);
  } catch (error) {
    if (error instanceof Unsupported)
      throw new Error(
        `no validator can be generated for this schema: it has ${error.message}; it is decoded by zod`,
        { cause: error },
      );
    throw error;
  }
  writer.add(`return ${root.pure ? wrapPure(writer, root) : root.fn};`);
  return { body: writer.text(), hash: hashText(fingerprint) };
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
  let node = writer.emitted.get(schema._zod);
  if (!node) {
    node = withChecks(writer, schema, emitType(writer, schema));
    writer.emitted.set(schema._zod, node);
  }
  return node;
}

/** The checks attached to a schema (`.regex()`, `.int()`…), tested after its type as zod does. */
function withChecks(writer: Writer, schema: ZodLike, base: Emitted): Emitted {
  const checks = [
    ...(schema._zod.traits.has('$ZodCheck') ? [schema as unknown as CheckInstance] : []),
    ...(schema._zod.def.checks ?? []),
  ];
  if (checks.length === 0) return base;
  if (!base.pure) throw new Unsupported('checks on a transformed value');
  const tests = checks.map((check) => checkCondition(writer, check));
  return { pure: true, cond: (v) => [base.cond(v), ...tests.map((test) => test(v))].join(' && ') };
}

function checkCondition(writer: Writer, check: CheckInstance): (variable: string) => string {
  const def = check._zod.def;
  // zod runs a length check only when the value has a length, which a string (checked first) has.
  if (def.check === 'max_length' && typeof def.maximum === 'number')
    return (v) => `${v}.length <= ${def.maximum as number}`;
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
  if (
    !values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)) ||
    values.length === 0
  ) {
    throw new Unsupported('literal values other than JSON scalars');
  }
  return {
    pure: true,
    cond: (v) => `(${values.map((value) => `${v} === ${JSON.stringify(value)}`).join(' || ')})`,
  };
}

/** `.nullable()` lets null through, `.optional()` undefined; the rest goes to the inner schema. */
function emitWrapper(writer: Writer, def: Def): Emitted {
  if (def.type === 'optional' && def.innerType!._zod.optin === 'defaulted')
    throw new Unsupported('a default');
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
  const index = writer.transforms.indexOf(def.transform!);
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
      `  return t === n ? o : ${rest};`,
      `}`,
    ].join('\n'),
  );
  return { pure: false, fn };
}

/**
 * The call that handles an object's keys beyond its shape: `X(o, K)`, with `K` the shape's keys. One
 * helper per way of handling them (drop, refuse, or each catch-all schema), shared by every object
 * that handles them that way.
 */
function emitRest(writer: Writer, def: Def, keys: readonly string[]): string {
  const known = writer.name('K');
  writer.add(`const ${known} = new Set<string>(${JSON.stringify(keys)});`);
  const mode =
    def.catchall === undefined ? 'strip' : def.catchall._zod.def.type === 'never' ? 'strict' : def.catchall;
  const modeKey = typeof mode === 'string' ? mode : mode._zod;
  let fn = writer.restHelpers.get(modeKey);
  if (!fn) {
    fn = writer.name('X');
    let handle: string;
    if (mode === 'strip') handle = `    delete o[k];`;
    else if (mode === 'strict') handle = `    return INVALID;`;
    else handle = `    const x = o[k];\n${checkAndStore(emit(writer, mode), 'x', 'o', 'k', '    ')}`;
    writer.add(
      [
        `function ${fn}(o: any, K: Set<string>): unknown {`,
        `  for (const k in o) {`,
        `    if (K.has(k)) continue;`,
        ...(mode === 'strict'
          ? []
          : [`    if (k === "__proto__") {`, `      delete o[k];`, `      continue;`, `    }`]),
        handle,
        `  }`,
        `  return o;`,
        `}`,
      ].join('\n'),
    );
    writer.restHelpers.set(modeKey, fn);
  }
  return `${fn}(o, ${known})`;
}

/** A record with string keys; an own `__proto__` key is dropped as zod drops it. */
function emitRecord(writer: Writer, def: Def): Emitted {
  const keyType = def.keyType!;
  if (keyType._zod.def.type !== 'string' || keyType._zod.values || def.mode === 'loose')
    throw new Unsupported('a record key type');
  const key = emit(writer, keyType);
  if (!key.pure) throw new Unsupported('a transformed record key');
  const value = emit(writer, def.valueType!);
  const fn = writer.name('M');
  const keyCheck =
    key.cond('k') === 'typeof k === "string"' ? [] : [`    if (!(${key.cond('k')})) return INVALID;`];
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
 * hash and `make(T, INVALID)`, which binds the schema's transforms and answers the validator.
 * `scripts/generate-api-validators.ts` writes it; a test checks the file is current.
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
      `  make(T, INVALID) {`,
      body,
      `  },`,
      `};`,
    ].join('\n');
  });
  return [
    '/* eslint-disable */',
    '// Generated from the zod schemas by scripts/generate-api-validators.ts (shared/api/validator-codegen.ts).',
    '// Do not edit. After changing a schema in shared/api, run: npx tsx scripts/generate-api-validators.ts',
    "import type { GeneratedModule } from '../schema-walk';",
    '',
    ...entries.flatMap((entry) => [entry, '']),
  ].join('\n');
}
