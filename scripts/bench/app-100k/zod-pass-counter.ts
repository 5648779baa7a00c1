/**
 * Counts zod passes over indexer replies in a bench build of the app. A Vite plugin (bench builds only,
 * never the shipped ones) appends to shared/api/account-states.ts a wrapper around the account-state
 * schema's `_zod.run` — the entry zod calls for every element of every `accounts` array, whichever
 * schema embeds it (the client's response schema, the bridge API's result schema, …). After a
 * lookup, `globalThis.__benchZod.accountPasses / accounts answered` is how many times each reply was
 * checked by zod on its way to the table. A validator that is not zod is, rightly, not counted.
 */
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { Plugin } from 'vite';

const TARGET = resolve(import.meta.dirname, '../../../shared/api/account-states.ts');
const SCHEMA = 'accountStateSchema';

/** The plugin; throws at build time when the schema it counts is gone (the bench must then be updated). */
export function zodPassCounter(): Plugin {
  return {
    name: 'bench-zod-pass-counter',
    enforce: 'post',
    transform(code, id) {
      if (resolve(id.split('?')[0]!) !== TARGET) return null;
      if (!new RegExp(`\\b${SCHEMA}\\b`).test(code))
        throw new Error(`zod-pass-counter: ${SCHEMA} is no longer in ${TARGET}; update the bench.`);
      const counter = `
;(() => {
  const counter = (globalThis.__benchZod ??= { accountPasses: 0 });
  const zod = ${SCHEMA}._zod;
  const run = zod.run;
  zod.run = function (payload, ctx) {
    counter.accountPasses++;
    return run.call(this, payload, ctx);
  };
})();
`;
      return { code: code + counter, map: null };
    },
  };
}

/**
 * The passes counted so far in the page; throws when the counter is not there (the counting build is
 * not loaded, or the schema's module is not in it) — so a 0 is a real 0, not a counter never wired.
 */
export async function zodPasses(page: Page): Promise<number> {
  const passes = await page.evaluate(
    () =>
      (globalThis as unknown as { __benchZod?: { accountPasses: number } }).__benchZod?.accountPasses ?? null,
  );
  if (passes === null)
    throw new Error(
      'zod-pass-counter: the page has no counter; is the counting build loaded, and the schema in it?',
    );
  return passes;
}
