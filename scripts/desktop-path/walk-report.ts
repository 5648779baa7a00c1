/**
 * The walks' figures and how they are written: per action, messages and bytes across each boundary,
 * the distinct shapes of the answer there (crossings.ts says what a shape is — a proxy), the product
 * files each thread ran, and the done-criteria checked; as JSON lines, as a terminal table, and as the
 * Markdown of docs/walks.md.
 */
import type { Boundary, Crossing } from './crossings';
import type { CriterionCheck } from './walk-criteria';

/** What crossed one boundary during one action. */
export interface BoundaryFigures {
  messagesUp: number;
  bytesUp: number;
  messagesDown: number;
  bytesDown: number;
  /** Distinct shapes of what came back (the answer), sorted. */
  answerShapes: string[];
  /** Distinct shapes of what was sent (the request), sorted. */
  requestShapes: string[];
}

/** Product files run during one action, by thread, and all of them together. */
export interface WalkFiles {
  main: string[];
  window: string[];
  emulator: string[];
  all: string[];
}

/** One action's measurement. */
export interface WalkResult {
  id: string;
  title: string;
  /** What was done, in one sentence. */
  what: string;
  figures: Record<Boundary, BoundaryFigures>;
  files: WalkFiles;
  criteria: CriterionCheck[];
  /** What the window got (the action's own summary). */
  outcome: unknown;
}

/** The boundaries in the order the tables list them, with their names. */
export const BOUNDARIES: readonly { id: Boundary; name: string }[] = [
  { id: 'ipc', name: 'IPC (window ⇄ main)' },
  { id: 'thread', name: 'Emulator threads (main ⇄ thread)' },
  { id: 'network', name: 'Network (main ⇄ indexer)' },
];

const distinct = (list: readonly Crossing[]) => [...new Set(list.map((c) => c.shape))].sort();
const sum = (list: readonly Crossing[]) => list.reduce((total, c) => total + c.bytes, 0);

/** The figures of `crossings` at each boundary. */
export function figuresOf(crossings: readonly Crossing[]): Record<Boundary, BoundaryFigures> {
  const at = (boundary: Boundary): BoundaryFigures => {
    const up = crossings.filter((c) => c.boundary === boundary && c.direction === 'up');
    const down = crossings.filter((c) => c.boundary === boundary && c.direction === 'down');
    return {
      messagesUp: up.length,
      bytesUp: sum(up),
      messagesDown: down.length,
      bytesDown: sum(down),
      answerShapes: distinct(down),
      requestShapes: distinct(up),
    };
  };
  return { ipc: at('ipc'), thread: at('thread'), network: at('network') };
}

/** Distinct answer shapes over every boundary: the walk's "reshapes of the answer" (a proxy). */
export function reshapes(result: WalkResult): number {
  return BOUNDARIES.reduce((total, b) => total + result.figures[b.id].answerShapes.length, 0);
}

const n = (value: number) => value.toLocaleString('en-US');

/** One line per action, as `npm run bench` prints its lines (the files listed, not only counted). */
export function jsonLine(result: WalkResult): string {
  const { id, title, figures, files, criteria, outcome } = result;
  return JSON.stringify({
    walk: id,
    title,
    figures,
    reshapes: reshapes(result),
    files: { count: files.all.length, main: files.main, window: files.window, emulator: files.emulator },
    criteria,
    outcome,
  });
}

/** The boundary table of one action, as Markdown rows. */
function boundaryRows(result: WalkResult): string[] {
  const rows = BOUNDARIES.map(({ id, name }) => {
    const f = result.figures[id];
    const cells = [f.messagesUp, f.bytesUp, f.messagesDown, f.bytesDown, f.answerShapes.length].map(n);
    return `| ${name} | ${cells.join(' | ')} |`;
  });
  return [
    '| Boundary | Messages up | Bytes up | Messages down | Bytes down | Answer shapes |',
    '| --- | --: | --: | --: | --: | --: |',
    ...rows,
  ];
}

/** The files of one action, grouped by folder. */
function fileList(files: WalkFiles): string[] {
  const thread = (file: string) =>
    [
      files.window.includes(file) ? 'window' : '',
      files.main.includes(file) ? 'main' : '',
      files.emulator.includes(file) ? 'emulator' : '',
    ]
      .filter(Boolean)
      .join(', ');
  return files.all.map((file) => `- \`${file}\` (${thread(file)})`);
}

/** One action's section. */
function section(result: WalkResult): string[] {
  const { files } = result;
  const shapes = BOUNDARIES.flatMap(({ id, name }) =>
    result.figures[id].answerShapes.length > 0
      ? [`- ${name}: ${result.figures[id].answerShapes.map((s) => `\`${s}\``).join(', ')}`]
      : [],
  );
  return [
    `## ${result.title}`,
    '',
    result.what,
    '',
    ...boundaryRows(result),
    '',
    `Answer shapes (${reshapes(result)}):`,
    '',
    ...shapes,
    '',
    `Product files executed: **${files.all.length}** (window thread ${files.window.length}, main thread ` +
      `${files.main.length}, emulator threads ${files.emulator.length}).`,
    '',
    '<details><summary>The files</summary>',
    '',
    ...fileList(files),
    '',
    '</details>',
    '',
    ...result.criteria.map((c) => `- ${c.met ? 'Met' : '**Missed**'}: ${c.criterion} — ${c.measured}.`),
    ...(result.criteria.length > 0 ? [''] : []),
  ];
}

/** The summary table: one row per action. */
function summaryRows(results: readonly WalkResult[]): string[] {
  return [
    '| Walk | IPC messages | IPC bytes up / down | Thread messages | Requests | Response bytes | Answer shapes | Files |',
    '| --- | --: | --: | --: | --: | --: | --: | --: |',
    ...results.map((r) => {
      const { ipc, thread, network } = r.figures;
      return `| ${r.title} | ${n(ipc.messagesUp + ipc.messagesDown)} | ${n(ipc.bytesUp)} / ${n(ipc.bytesDown)} | ${n(thread.messagesUp + thread.messagesDown)} | ${n(network.messagesUp)} | ${n(network.bytesDown)} | ${reshapes(r)} | ${r.files.all.length} |`;
    }),
  ];
}

/** What every generated document says of how it was measured. */
const METHOD = [
  'Measured on the desktop path without Electron (`scripts/desktop-path/`): main — the real IPC registry,',
  'settings store, lookup log (LevelDB) and emulator threads — in one thread, the window — the real preload',
  "API and the renderer's model, no DOM — in another, every call, answer and event crossing between them",
  'as `v8.serialize` bytes, against the local index server in a process of its own. Bytes: V8-serialized',
  "for IPC and the emulator threads, the URL's length for a request and the body's for an answer. Answer",
  'shapes count the distinct forms the answer takes at each boundary — a proxy: the message name and its',
  'top-level keys, an envelope (`{ok, value}`, `{id, result}`) looked through. Files: the product files',
  '(shared, electron, cli, node-host, renderer) with at least one function run during the action, from',
  "V8's precise coverage in every thread. Not run here, so not counted: the screens (React components,",
  'the DOM: the paste box, the results table, the account page) and Electron itself (its IPC hop between',
  'processes); the window thread runs the model code they call. Regenerate with',
  '`npm run walks -- --markdown` (about a minute; the local index server is started for it).',
];

/** The whole document. */
export function markdownOf(results: readonly WalkResult[], made: { date: string; commit: string }): string {
  return [
    '# The walks, measured',
    '',
    `Generated by \`npm run walks -- --markdown\` on ${made.date} at ${made.commit}; do not edit by hand.`,
    '',
    ...METHOD,
    '',
    ...summaryRows(results),
    '',
    ...results.flatMap(section),
  ].join('\n');
}

/** A short table for the terminal. */
export function textOf(results: readonly WalkResult[]): string {
  return summaryRows(results)
    .concat(
      results.flatMap((r) =>
        r.criteria.map((c) => `${c.met ? 'met   ' : 'MISSED'} ${r.title}: ${c.criterion} — ${c.measured}`),
      ),
    )
    .join('\n');
}
