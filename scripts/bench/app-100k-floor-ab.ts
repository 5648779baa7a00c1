/**
 * The client floor alone as an A/B of two checkouts (not a bench: it prints no result line): each
 * round, for each side in turn (the first alternating), a fresh page of that checkout's app, and in it
 * the bare fetch loop and the client floor in dedicated workers (app-100k/floors-in-page.ts), with the
 * CPU seconds each cost. Without the app's own lookup a round takes seconds, so many rounds fit where
 * app-100k-ab.ts takes one: the floor's changes (shared/client, shared/bulk, shared/api) are read here
 * by floor/loop and by the dedicated worker's CPU seconds, which a loaded machine disturbs far less.
 *
 *   npx tsx scripts/bench/app-100k-floor-ab.ts --base /tmp/base [--rounds 3] [--accounts N]
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { inTurn, IN_TURN_OPTIONS, withAppsInTurn } from './app-100k/apps-in-turn';
import { floorsInPage, type FloorsSample } from './app-100k/floors-in-page';
import { median } from './harness';

const ROOT = resolve(import.meta.dirname, '..', '..');
const WORKER = 'renderer/DedicatedWorker';

/** `floor 3188 ms, loop 2699 ms = 1.181×; worker CPU floor 2.31 s, loop 1.50 s`. */
function sampleText(s: FloorsSample): string {
  return `floor ${Math.round(s.floorMs)} ms, loop ${Math.round(s.loopMs)} ms = ${(s.floorMs / s.loopMs).toFixed(3)}×; worker CPU floor ${(s.floorCpu[WORKER] ?? 0).toFixed(2)} s, loop ${(s.loopCpu[WORKER] ?? 0).toFixed(2)} s, total floor ${(s.floorCpu.total ?? 0).toFixed(2)} s, loop ${(s.loopCpu.total ?? 0).toFixed(2)} s`;
}

async function main(base: string, rounds: number, accounts: number): Promise<void> {
  const checkouts: [string, string][] = [
    ['base', base],
    ['new', ROOT],
  ];
  await withAppsInTurn(checkouts, accounts, async ({ server, browser, apps, data }) => {
    const samples = new Map<string, FloorsSample[]>(apps.map((app) => [app.name, []]));
    console.log(`load before: ${loadavg()[0]!.toFixed(1)}`);
    await inTurn(apps, rounds, async (app) => {
      const page = await browser.newPage();
      await page.goto(app.url);
      const taken = samples.get(app.name)!;
      const sample = await floorsInPage(page, server.url, data, taken.length % 2 === 0);
      await page.close();
      taken.push(sample);
      console.log(`${app.name}: ${sampleText(sample)} (load ${loadavg()[0]!.toFixed(1)})`);
    });
    for (const [name, taken] of samples) {
      const of = (pick: (s: FloorsSample) => number) => median(taken.map(pick));
      console.log(
        `${name} medians: floor/loop ${of((s) => s.floorMs / s.loopMs).toFixed(3)}×, floor ${Math.round(of((s) => s.floorMs))} ms, loop ${Math.round(of((s) => s.loopMs))} ms; worker CPU floor ${of((s) => s.floorCpu[WORKER] ?? 0).toFixed(2)} s, loop ${of((s) => s.loopCpu[WORKER] ?? 0).toFixed(2)} s; total CPU floor ${of((s) => s.floorCpu.total ?? 0).toFixed(2)} s, loop ${of((s) => s.loopCpu.total ?? 0).toFixed(2)} s`,
      );
    }
  });
}

const { values } = parseArgs({ options: IN_TURN_OPTIONS });
if (!values.base) throw new Error('--base DIR: the checkout to compare against');
await main(resolve(values.base), Number(values.rounds), Number(values.accounts));
