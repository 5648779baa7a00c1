/**
 * CLI: `npm run index-server -- [--port 8787] [--host 127.0.0.1] [--seed 1] [--generated N]
 * [--api-key K] [--rate-limit N] [--latency MS] [--max-url-length N] [--max-header-bytes N]
 * [--fault MODE [--fault-addresses A,B] [--fault-every N] [--fault-fraction F] [--fault-seed N]
 *  [--fault-retry-after S] [--fault-default-limit N] [--fault-db-error KIND] [--fault-message TEXT]
 *  [--fault-redirect-to URL] [--fault-depth N] [--fault-escapes-in LIST] [--fault-long-in LIST]
 *  [--fault-size-mb N]]
 * [--network mainnet|testnet] [--masterchain live|testnet-fixture]`. Prints the URL and the sample accounts, runs until
 * SIGINT/SIGTERM. Faults can also be flipped at run time with `POST /__control/faults`.
 */
import { parseArgs } from 'node:util';
import { DB_ERRORS, ESCAPE_PLACES, FAULT_MODES, LONG_PLACES, faultOptionsSchema } from './faults';
import type { FaultMode, FaultOptions } from './faults';
import { startIndexServer } from './server';
import type { IndexServerOptions } from './server';

const USAGE = `usage: npm run index-server -- [options]
  --port N              port to listen on (default 8787; 0 = any free port)
  --host H              interface (default 127.0.0.1)
  --seed N              seed of all generated values (default 1)
  --generated N         add N generated accounts to the samples
  --api-key K           require this API key (X-API-Key header or api_key query)
  --rate-limit N        allow N API requests per second, then 429
  --no-retry-after      send 429 without Retry-After
  --latency MS          delay every API answer by MS milliseconds
  --max-url-length N    gateway: a request-target longer than N characters gets 414 (HTML)
  --max-header-bytes N  gateway: a header block larger than N bytes gets 431 (HTML)
  --fault MODE          start with a fault: ${FAULT_MODES.join(', ')}
  --fault-addresses L   only accountStates requests asking for one of these (comma-separated)
  --fault-every N       only every Nth matching request
  --fault-fraction F    only a seeded fraction F (0-1) of matching requests
  --fault-seed N        seed of --fault-fraction (default 1)
  --fault-retry-after S rate-limit: the Retry-After value in seconds (default 1)
  --fault-default-limit N  legacy-limit: the hidden default limit (default 100)
  --fault-db-error KIND db-error-422: ${Object.keys(DB_ERRORS).join(', ')} (default deadline)
  --fault-message TEXT  http500, db-error-422: the server's error text instead
  --fault-redirect-to URL  redirect: where to (another origin); path and query are kept
  --fault-depth N       deep-metadata: nesting levels in token_info.extra (default 4100)
  --fault-escapes-in L  terminal-escapes: ${ESCAPE_PLACES.join(', ')} (comma-separated; default status)
  --fault-long-in L     long-strings: ${LONG_PLACES.join(', ')} (comma-separated;
                        default status,interfaces)
  --fault-size-mb N     huge-body: body size (default 200); gzip-bomb: inflated size (default 600);
                        hostile-text: length of the domain and description; long-strings: of each
                        long field (default 10)
  --network NET         mainnet (default) or testnet (address-book flags, global_id)
  --masterchain M       live (default) or testnet-fixture
  --hostile-contracts   serve the hostile contracts too (hostile-contracts.ts: loops, 1,000-value stacks,
                        deep tuples, a 1.25 MB cell returned 255 times, lying jetton masters…)`;

/** Parses a non-negative integer flag, or exits with a message naming the flag. */
function integerFlag(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) fail(`--${name} must be a non-negative whole number, got "${value}"`);
  return Number(value);
}

function fail(message: string): never {
  process.stderr.write(`index server: ${message}\n${USAGE}\n`);
  process.exit(2);
}

/** The fault from `--fault` and its targeting flags, validated by the same schema as the control endpoint. */
function faultFlags(mode: FaultMode, values: Record<string, string | boolean | undefined>): FaultOptions {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const every = integerFlag('fault-every', text('fault-every'));
  const seed = integerFlag('fault-seed', text('fault-seed'));
  const fractionText = text('fault-fraction');
  const fraction = fractionText === undefined ? undefined : Number(fractionText);
  if (fraction !== undefined && !(fraction >= 0 && fraction <= 1))
    fail(`--fault-fraction must be between 0 and 1, got "${fractionText}"`);
  const list = (name: string) =>
    text(name)
      ?.split(',')
      .map((a) => a.trim())
      .filter((a) => a !== '');
  const addresses = list('fault-addresses');
  const sizeText = text('fault-size-mb');
  const parsed = faultOptionsSchema.safeParse({
    mode,
    ...(addresses ? { addresses } : {}),
    ...(every !== undefined ? { every } : {}),
    ...(fraction !== undefined ? { fraction } : {}),
    ...(seed !== undefined ? { seed } : {}),
    retryAfter: integerFlag('fault-retry-after', text('fault-retry-after')),
    defaultLimit: integerFlag('fault-default-limit', text('fault-default-limit')),
    dbError: text('fault-db-error'),
    message: text('fault-message'),
    redirectTo: text('fault-redirect-to'),
    depth: integerFlag('fault-depth', text('fault-depth')),
    escapesIn: list('fault-escapes-in'),
    longIn: list('fault-long-in'),
    sizeMb: sizeText === undefined ? undefined : Number(sizeText),
  });
  if (!parsed.success)
    fail(
      `bad fault targeting: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

function parseOptions(argv: string[]): IndexServerOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        generated: { type: 'string' },
        'api-key': { type: 'string' },
        'rate-limit': { type: 'string' },
        'no-retry-after': { type: 'boolean' },
        latency: { type: 'string' },
        fault: { type: 'string' },
        'fault-addresses': { type: 'string' },
        'fault-every': { type: 'string' },
        'fault-fraction': { type: 'string' },
        'fault-seed': { type: 'string' },
        'fault-retry-after': { type: 'string' },
        'fault-default-limit': { type: 'string' },
        'fault-db-error': { type: 'string' },
        'fault-message': { type: 'string' },
        'fault-redirect-to': { type: 'string' },
        'fault-depth': { type: 'string' },
        'fault-escapes-in': { type: 'string' },
        'fault-long-in': { type: 'string' },
        'fault-size-mb': { type: 'string' },
        'max-url-length': { type: 'string' },
        'max-header-bytes': { type: 'string' },
        network: { type: 'string' },
        masterchain: { type: 'string' },
        'hostile-contracts': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const fault = values.fault;
  if (fault !== undefined && !(FAULT_MODES as readonly string[]).includes(fault))
    fail(`unknown --fault "${fault}"`);
  const network = values.network ?? 'mainnet';
  if (network !== 'mainnet' && network !== 'testnet')
    fail(`--network must be mainnet or testnet, got "${network}"`);
  const masterchain = values.masterchain ?? 'live';
  if (masterchain !== 'live' && masterchain !== 'testnet-fixture')
    fail(`--masterchain must be live or testnet-fixture, got "${masterchain}"`);
  const generated = integerFlag('generated', values.generated);
  const rate = integerFlag('rate-limit', values['rate-limit']);
  if (rate === 0) fail('--rate-limit must be at least 1');
  const faults = fault ? faultFlags(fault as FaultMode, values) : undefined;
  const faultFlagNames = Object.keys(values).filter((name) => name.startsWith('fault-'));
  if (!fault && faultFlagNames.length > 0) fail(`--${faultFlagNames[0]} needs --fault MODE`);
  return {
    port: integerFlag('port', values.port) ?? 8787,
    host: values.host ?? '127.0.0.1',
    seed: integerFlag('seed', values.seed),
    dataset: generated ? { generated } : 'sample',
    apiKey: values['api-key'],
    rateLimit: rate ? { perSecond: rate, retryAfter: !values['no-retry-after'] } : undefined,
    latencyMs: integerFlag('latency', values.latency),
    maxUrlLength: integerFlag('max-url-length', values['max-url-length']),
    maxHeaderBytes: integerFlag('max-header-bytes', values['max-header-bytes']),
    faults,
    network,
    masterchain,
    hostileContracts: values['hostile-contracts'] === true,
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  let server;
  try {
    server = await startIndexServer(options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`port ${options.port} on ${options.host} is already in use`);
    throw error;
  }
  process.stdout.write(`index server listening on ${server.url} (sample: ${server.data.size} accounts)\n`);
  for (const sample of server.data.samples) {
    process.stdout.write(
      `  ${sample.label.padEnd(22)} ${sample.status.padEnd(8)} ${sample.raw}  ${server.network === 'testnet' ? sample.friendlyTestnet : sample.friendly}\n`,
    );
  }
  process.stdout.write(`  not indexed (valid, absent): ${server.data.notIndexed[0]}\n`);
  for (const contract of server.hostile)
    process.stdout.write(`  hostile ${contract.label.padEnd(28)} ${contract.raw}  ${contract.note}\n`);
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `index server: could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
