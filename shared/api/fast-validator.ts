/**
 * The fast path of the decode step (shared/client/decode.ts): for the two answers the app decodes,
 * the validator written FROM their zod schemas at build time (validator-codegen.ts →
 * generated/api-validators.ts). zod stays the single source of the types and the rules: at first use
 * the live schema is walked (schema-walk.ts) to bind its own transforms and to check, by its
 * fingerprint, that the generated code still matches it — a stale file is not used (zod is, and a test
 * fails). No `eval`, no `new Function`: the app's CSP forbids both. The generator itself is not loaded.
 */
import type { z } from 'zod';
import { accountStatesResponseSchema } from './account-states';
import { masterchainInfoSchema } from './block';
import * as generated from './generated/api-validators';
import { describeSchema, hashText, type GeneratedModule } from './schema-walk';

/** The answer of a fast validator for a value the schema rejects. */
export const INVALID: unique symbol = Symbol('invalid');

/** Checks a freshly parsed value in place: the schema's output (transforms applied), or {@link INVALID}. */
export type FastValidator = (value: unknown) => unknown;

/** The schemas validators are generated for, by the name of their entry in the generated module. */
export const GENERATED_SCHEMAS = {
  accountStatesResponse: accountStatesResponseSchema,
  masterchainInfo: masterchainInfoSchema,
} as const satisfies Record<keyof typeof generated, z.ZodType>;

const bound = new WeakMap<object, FastValidator | null>();

/**
 * The generated validator of `schema`, bound to its transforms; `undefined` for a schema without one,
 * or whose generated code no longer matches it (then decode with zod).
 */
export function fastValidator(schema: z.ZodType): FastValidator | undefined {
  let validator = bound.get(schema);
  if (validator === undefined) {
    validator = bind(schema);
    bound.set(schema, validator);
  }
  return validator ?? undefined;
}

function bind(schema: z.ZodType): FastValidator | null {
  const name = (Object.keys(GENERATED_SCHEMAS) as (keyof typeof GENERATED_SCHEMAS)[]).find(
    (key) => GENERATED_SCHEMAS[key] === schema,
  );
  if (!name) return null;
  const module: GeneratedModule = generated[name];
  const { fingerprint, transforms } = describeSchema(schema);
  if (hashText(fingerprint) !== module.hash) return null;
  return module.make(transforms, INVALID);
}
