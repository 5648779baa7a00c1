/**
 * Bench (a): decode and validate a 1000-account accountStates response with BoCs (the client's
 * `decodeJson`: `JSON.parse` + the validator generated from the zod schema, exactly as strict as zod —
 * shared/api/fast-validator.ts) versus a bare `JSON.parse` of the same text. Target ratio ≤ 1.5 (issue 8).
 * The response text is the local index server's real answer (real code and data cells). The same run
 * also times zod's own `safeParse` after `JSON.parse`, for the record (`detail.zodRatio`).
 */
import { pathToFileURL } from 'node:url';
import { startIndexServer } from '../../local-index-server';
import { accountStatesResponseSchema } from '../../shared/api/account-states';
import { decodeJson } from '../../shared/client/decode';
import { fastValidator } from '../../shared/api/fast-validator';
import { compare, result, type BenchResult } from './harness';

/** Fetches a real 1000-account response (with BoCs) from a local index server. */
async function responseText(): Promise<string> {
  const server = await startIndexServer({ port: 0, dataset: { generated: 1000 } });
  try {
    const addresses = server.data.list.slice(0, 1000).map((a) => a.raw);
    // POST-free GET of 1000 addresses is ~80 KB of query: fine for the local server (1 MiB buffer, as fiber).
    const query = addresses.map((a) => `address=${encodeURIComponent(a)}`).join('&');
    const response = await fetch(`${server.url}/api/v3/accountStates?${query}&include_boc=true`);
    const text = await response.text();
    const count = (JSON.parse(text) as { accounts: unknown[] }).accounts.length;
    if (count !== 1000) throw new Error(`expected 1000 accounts, got ${count}`);
    return text;
  } finally {
    await server.close();
  }
}

/** Runs the bench and returns its result line. */
export async function run(): Promise<BenchResult[]> {
  const text = await responseText();
  let sink = 0;
  const times = compare(
    () => {
      sink += decodeJson(accountStatesResponseSchema, text, 'accountStates').accounts.length;
    },
    () => {
      sink += (JSON.parse(text) as { accounts: unknown[] }).accounts.length;
    },
    { rounds: 41, warmup: 10 },
  );
  const zod = compare(
    () => {
      sink += accountStatesResponseSchema.parse(JSON.parse(text)).accounts.length;
    },
    () => {
      sink += (JSON.parse(text) as { accounts: unknown[] }).accounts.length;
    },
    { rounds: 15, warmup: 3 },
  );
  if (sink === 0) throw new Error('nothing decoded');
  if (!fastValidator(accountStatesResponseSchema))
    throw new Error('the generated validator is stale: run npx tsx scripts/generate-api-validators.ts');
  const zodRatio = Math.round((zod.ours / zod.baseline) * 1000) / 1000;
  return [
    result('decode-1000-accounts-with-boc', times, 1.5, { bytes: text.length, accounts: 1000, zodRatio }),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await run()) console.log(JSON.stringify(line));
}
