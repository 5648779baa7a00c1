/**
 * Serving the hostile contracts compiles FunC with func-js in the host process; the host keeps its own
 * fault handling. func-js's Emscripten build adds process handlers that rethrow every unhandled
 * rejection, which ends the process with exit code 7: a Playwright worker that had served these
 * contracts died that way on the next test's stray rejection, taking the test's report with it.
 */
import { afterAll, expect, it } from 'vitest';
import { startIndexServer, type RunningIndexServer } from '.';

let server: RunningIndexServer | undefined;
afterAll(() => server?.close());

it('serving the hostile contracts adds no process handler for uncaught exceptions or unhandled rejections', async () => {
  const host: NodeJS.EventEmitter = process;
  const events = ['uncaughtException', 'unhandledRejection'];
  const before = events.map((event) => host.listeners(event));
  server = await startIndexServer({ port: 0, hostileContracts: true });
  expect(server.hostile.length).toBeGreaterThan(0);
  expect(events.map((event) => host.listeners(event))).toEqual(before);
});
