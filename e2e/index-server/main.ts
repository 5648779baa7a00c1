/**
 * CLI: `npm run index-server -- [--port 8787] [--host 127.0.0.1] [--seed 1] [--generated N]
 * [--api-key K] [--rate-limit N] [--latency MS] [--fault MODE] [--network mainnet|testnet]
 * [--masterchain live|testnet-fixture]`. Prints the URL and the sample accounts, runs until
 * SIGINT/SIGTERM. Faults can also be flipped at run time with `POST /__control/faults`.
 */
import { parseArgs } from 'node:util';
import { FAULT_MODES } from './faults';
import type { FaultMode } from './faults';
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
  --fault MODE          start with a fault: ${FAULT_MODES.join(', ')}
  --network NET         mainnet (default) or testnet (address-book flags, global_id)
  --masterchain M       live (default) or testnet-fixture`;

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
        network: { type: 'string' },
        masterchain: { type: 'string' },
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
  if (fault !== undefined && !(FAULT_MODES as readonly string[]).includes(fault)) fail(`unknown --fault "${fault}"`);
  const network = values.network ?? 'mainnet';
  if (network !== 'mainnet' && network !== 'testnet') fail(`--network must be mainnet or testnet, got "${network}"`);
  const masterchain = values.masterchain ?? 'live';
  if (masterchain !== 'live' && masterchain !== 'testnet-fixture') fail(`--masterchain must be live or testnet-fixture, got "${masterchain}"`);
  const generated = integerFlag('generated', values.generated);
  const rate = integerFlag('rate-limit', values['rate-limit']);
  if (rate === 0) fail('--rate-limit must be at least 1');
  return {
    port: integerFlag('port', values.port) ?? 8787,
    host: values.host ?? '127.0.0.1',
    seed: integerFlag('seed', values.seed),
    dataset: generated ? { generated } : 'sample',
    apiKey: values['api-key'],
    rateLimit: rate ? { perSecond: rate, retryAfter: !values['no-retry-after'] } : undefined,
    latencyMs: integerFlag('latency', values.latency),
    faults: fault ? { mode: fault as FaultMode } : undefined,
    network,
    masterchain,
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
    process.stdout.write(`  ${sample.label.padEnd(22)} ${sample.status.padEnd(8)} ${sample.raw}  ${server.network === 'testnet' ? sample.friendlyTestnet : sample.friendly}\n`);
  }
  process.stdout.write(`  not indexed (valid, absent): ${server.data.notIndexed[0]}\n`);
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
  process.stderr.write(`index server: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
