/**
 * Set-up of the unit tier (vite.config.ts, project "unit"; docs/testing.md): a unit test opens no
 * socket, starts no process or thread and opens no LevelDB on disk. Each of those throws here, naming
 * the tier the test belongs in, so a unit-tier file cannot quietly grow into an integration test — and
 * `npm run unit` stays the minute-long loop it is meant to be on a shared machine.
 *
 * The guard patches the Node modules themselves (not Vitest's module graph), so it also catches what a
 * dependency does on a test's behalf: `fetch` (undici connects through `net.Socket`), an HTTP server's
 * `listen`, `classic-level`'s open.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import workerThreads from 'node:worker_threads';
import { ClassicLevel } from 'classic-level';

/** The error every guarded call throws. */
export class UnitTierViolation extends Error {
  constructor(what: string, tier: 'integration' | 'system') {
    super(
      `A unit-tier test may not ${what}. Rename the file to *.${tier === 'integration' ? 'int' : 'sys'}.test.ts ` +
        `(the ${tier} tier; see docs/testing.md).`,
    );
    this.name = 'UnitTierViolation';
  }
}

const GUARDED = Symbol.for('ton-index-explorer.unit-tier-guard');
const state = globalThis as { [GUARDED]?: true };

if (!state[GUARDED]) {
  state[GUARDED] = true;
  const refuse = (what: string, tier: 'integration' | 'system') => (): never => {
    throw new UnitTierViolation(what, tier);
  };

  // Sockets: a server's listen and a client's connect (http, https, fetch and WebSocket all end here).
  net.Server.prototype.listen = refuse('listen on a socket', 'integration');
  net.Socket.prototype.connect = refuse('open a socket', 'integration');

  // Processes.
  const spawning = refuse('start a process', 'system');
  for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const)
    (childProcess as unknown as Record<string, unknown>)[name] = spawning;
  // What every one of them calls underneath (`spawn` is internal, so not in the types).
  (childProcess.ChildProcess.prototype as unknown as { spawn: unknown }).spawn = spawning;

  // Threads (the emulator's host threads among them).
  (workerThreads as { Worker: unknown }).Worker = class {
    constructor() {
      throw new UnitTierViolation('start a worker thread', 'integration');
    }
  };

  // LevelDB on disk.
  (ClassicLevel.prototype as unknown as { _open: unknown })._open = refuse(
    'open a LevelDB store on disk',
    'integration',
  );

  // `import { spawn } from 'node:child_process'` binds the ES module's export, a copy made at start-up.
  syncBuiltinESMExports();
}
