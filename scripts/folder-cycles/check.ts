/**
 * The folder-cycle rule: no two folders may import each other, directly or round a longer loop. An edge
 * `a -> b` lies on a cycle when `b` leads back to `a`; every such edge must be on the allow-list of
 * cycles that existed when the rule came in (./allowed.ts), and every entry of that list must still lie
 * on a cycle — so the list can only shrink, and a new cycle (which needs at least one new edge) fails.
 */
import { folderEdges, type FileImport } from './import-graph';

/** An edge that closed a folder cycle when the rule came in, and who removes it. */
export interface AllowedCycleEdge {
  /** `from-folder -> to-folder`. */
  edge: string;
  /** The engineer (work area) whose change removes it. */
  owner: string;
}

/** The folders in each edge's strongly connected component (Tarjan), by folder. */
function components(edges: Iterable<string>): Map<string, number> {
  const next = new Map<string, string[]>();
  for (const key of edges) {
    const [from, to] = key.split(' -> ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const component = new Map<string, number>();
  const stack: string[] = [];
  let counter = 0;
  let found = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (!component.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      let w: string;
      do {
        w = stack.pop()!;
        component.set(w, found);
      } while (w !== v);
      found++;
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return component;
}

/** The shortest folder path from `start` to `goal` over `edges` (for the message), or null. */
function pathBetween(edges: Iterable<string>, start: string, goal: string): string[] | null {
  const next = new Map<string, string[]>();
  for (const key of edges) {
    const [from, to] = key.split(' -> ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const previous = new Map<string, string>([[start, start]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    if (v === goal) {
      const path = [v];
      while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
      return path;
    }
    for (const w of next.get(v) ?? []) {
      if (previous.has(w)) continue;
      previous.set(w, v);
      queue.push(w);
    }
  }
  return null;
}

/** The folder edges that lie on a cycle, with the file imports that make each. */
export function cycleEdges(imports: readonly FileImport[]): Map<string, FileImport[]> {
  const edges = folderEdges(imports);
  const component = components(edges.keys());
  return new Map(
    [...edges].filter(([key]) => {
      const [from, to] = key.split(' -> ') as [string, string];
      return component.get(from) === component.get(to);
    }),
  );
}

/** What breaks the rule, one message each (empty when the imports keep it). */
export function folderCycleProblems(
  imports: readonly FileImport[],
  allowed: readonly AllowedCycleEdge[],
): string[] {
  const onCycle = cycleEdges(imports);
  const allowedKeys = new Set(allowed.map((entry) => entry.edge));
  const problems: string[] = [];
  for (const [key, files] of onCycle) {
    if (allowedKeys.has(key)) continue;
    const [from, to] = key.split(' -> ') as [string, string];
    const back = pathBetween(onCycle.keys(), to, from) ?? [to, '…', from];
    problems.push(
      `Folder cycle: ${[from, ...back].join(' -> ')}. The edge ${key} is made by ` +
        `${files.map((f) => `${f.from} (imports ${f.to})`).join(', ')}. ` +
        'Move the shared piece into a folder both can import, or turn the import around.',
    );
  }
  for (const entry of allowed) {
    if (onCycle.has(entry.edge)) continue;
    problems.push(
      `${entry.edge} no longer lies on a folder cycle: remove it from scripts/folder-cycles/allowed.ts ` +
        '(the list only shrinks).',
    );
  }
  return problems;
}
