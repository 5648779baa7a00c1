/**
 * One walk over a zod schema's definition, shared by the validator generator (build time,
 * validator-codegen.ts) and the code that binds a generated validator at run time (fast-validator.ts):
 * a fingerprint of everything the generated code depends on (types, keys, optionality, checks, regex
 * sources), and the schema's transform functions in a fixed order, so the generated code can call the
 * live schema's own transforms as `T[i]`. A changed schema changes the fingerprint, and a generated
 * file written for the old one is then not used.
 */
import type { z } from 'zod';

/** A schema transform, called as zod calls it: `(value, payload)`. */
export type TransformFn = (value: unknown, payload: { value: unknown; issues: unknown[] }) => unknown;

/** The parts of zod's internal definition (`_zod.def`) read by the walk and the generator. */
export interface SchemaDef {
  type: string;
  checks?: readonly SchemaCheck[];
  coerce?: boolean;
  innerType?: SchemaNode;
  element?: SchemaNode;
  shape?: Record<string, SchemaNode>;
  catchall?: SchemaNode;
  keyType?: SchemaNode;
  valueType?: SchemaNode;
  mode?: string;
  in?: SchemaNode;
  out?: SchemaNode;
  transform?: TransformFn;
  values?: readonly unknown[];
  entries?: Record<string, unknown>;
}

/** A check attached to a schema (`.regex()`, `.int()`…), as zod keeps it. */
export interface SchemaCheck {
  _zod: {
    def: { check: string; format?: string; pattern?: RegExp; when?: unknown; maximum?: unknown };
  };
}

/** A zod schema as the walk sees it. */
export interface SchemaNode {
  _zod: { def: SchemaDef; traits: Set<string>; optin?: string; optout?: string; values?: Set<unknown> };
}

/** The children of a node, in the order the walk (and the generator) visits them. */
function children(def: SchemaDef): SchemaNode[] {
  const shape = def.shape ? Object.values(def.shape) : [];
  return [
    ...shape,
    def.catchall,
    def.keyType,
    def.valueType,
    def.element,
    def.innerType,
    def.in,
    def.out,
  ].filter((c): c is SchemaNode => c !== undefined);
}

/** What of one node the generated code depends on, as text. */
function describeNode(node: SchemaNode, id: (node: SchemaNode) => number, transformIndex: number): string {
  const { def, optin, optout, values, traits } = node._zod;
  const checks = [
    ...(traits.has('$ZodCheck') ? [node as unknown as SchemaCheck] : []),
    ...(def.checks ?? []),
  ].map(({ _zod: { def: c } }) =>
    [
      c.check,
      c.format ?? '',
      c.pattern ? `${c.pattern.flags}/${c.pattern.source}` : '',
      c.maximum === undefined ? '' : String(c.maximum),
      c.when === undefined ? '' : 'when',
    ].join(':'),
  );
  return JSON.stringify([
    def.type,
    optin ?? null,
    optout ?? null,
    Boolean(def.coerce),
    def.mode ?? null,
    checks,
    def.shape ? Object.entries(def.shape).map(([key, child]) => [key, id(child)]) : null,
    [def.catchall, def.keyType, def.valueType, def.element, def.innerType, def.in, def.out].map((c) =>
      c ? id(c) : null,
    ),
    def.type === 'literal'
      ? (def.values ?? null)
      : def.type === 'enum'
        ? Object.values(def.entries ?? {})
        : null,
    values && def.type === 'string' ? [...values] : null,
    transformIndex,
  ]);
}

/** The walk's result. */
export interface SchemaDescription {
  /** Every node, in visiting order, with what the generated code depends on. */
  fingerprint: string;
  /** The transforms, in visiting order (each function once). */
  transforms: TransformFn[];
}

/**
 * Describes `schema` (each node once, however often it is used). A node is known by its `_zod`
 * internals: a lazily built schema (shared/lazy-schema.ts) is reached both through its Proxy and as
 * itself, and both are one node.
 */
export function describeSchema(schema: z.ZodType): SchemaDescription {
  const ids = new Map<SchemaNode['_zod'], number>();
  const order: SchemaNode[] = [];
  const visit = (node: SchemaNode) => {
    if (ids.has(node._zod)) return;
    ids.set(node._zod, order.length);
    order.push(node);
    children(node._zod.def).forEach(visit);
  };
  visit(schema as unknown as SchemaNode);
  const transforms: TransformFn[] = [];
  const lines = order.map((node) => {
    const transform = node._zod.def.type === 'transform' ? node._zod.def.transform : undefined;
    let index = -1;
    if (transform) {
      index = transforms.indexOf(transform);
      if (index < 0) index = transforms.push(transform) - 1;
    }
    return describeNode(node, (child) => ids.get(child._zod)!, index);
  });
  return { fingerprint: lines.join('\n'), transforms };
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

/** One schema's entry in the generated module (generated/api-validators.ts). */
export interface GeneratedModule {
  /** {@link hashText} of the fingerprint of the schema the code was written from. */
  hash: string;
  /** Binds the schema's transforms (`T`, in {@link describeSchema}'s order); answers the validator. */
  make(T: readonly TransformFn[], INVALID: symbol): (input: unknown) => unknown;
}
