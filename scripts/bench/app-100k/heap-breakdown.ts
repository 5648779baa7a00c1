/**
 * What a page's heap holds, by kind of object: a CDP heap snapshot summed by node type and constructor
 * name (self sizes), for the profiling script's `--heap` (not a bench: it prints no result line).
 */
import { writeFile } from 'node:fs/promises';
import type { CDPSession } from '@playwright/test';

/** One group of the snapshot: what kind of node, how many, their self size. */
export interface HeapGroup {
  readonly key: string;
  readonly count: number;
  readonly bytes: number;
  /** What holds the group's nodes: "holder's key . edge name" with counts, most first (a few). */
  readonly heldBy: readonly string[];
}

interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[]];
      edge_fields: string[];
      edge_types: [string[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** Takes a heap snapshot through `cdp` (after a GC) and sums it by type and name, largest first. */
export async function heapBreakdown(cdp: CDPSession): Promise<HeapGroup[]> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  // Kept for DevTools (Memory → Load) when asked: the groups say what, the snapshot says who holds it.
  if (process.env.HEAP_SNAPSHOT_FILE) await writeFile(process.env.HEAP_SNAPSHOT_FILE, chunks.join(''));
  return grouped(JSON.parse(chunks.join('')) as Snapshot);
}

/** Sums the snapshot's nodes by "type name" (strings by type only: their names are their text). */
function grouped(snapshot: Snapshot): HeapGroup[] {
  const { meta } = snapshot.snapshot;
  const width = meta.node_fields.length;
  const keys = nodeKeys(snapshot);
  const sizeAt = meta.node_fields.indexOf('self_size');
  const groups = new Map<string, { count: number; bytes: number; heldBy: Map<string, number> }>();
  for (let n = 0; n < keys.length; n++) {
    const group = groups.get(keys[n]!) ?? { count: 0, bytes: 0, heldBy: new Map() };
    group.count += 1;
    group.bytes += snapshot.nodes[n * width + sizeAt]!;
    groups.set(keys[n]!, group);
  }
  countHolders(snapshot, keys, (target, holder) => {
    const held = groups.get(keys[target]!)!.heldBy;
    held.set(holder, (held.get(holder) ?? 0) + 1);
  });
  return [...groups]
    .map(([key, g]) => ({
      key,
      count: g.count,
      bytes: g.bytes,
      heldBy: [...g.heldBy]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([h, c]) => `${c}× ${h}`),
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * Each node's group key: strings by length, plain objects by their first property names (so that a
 * row and its account record show apart), the rest by type and name.
 */
function nodeKeys(snapshot: Snapshot): string[] {
  const { meta } = snapshot.snapshot;
  const width = meta.node_fields.length;
  const typeAt = meta.node_fields.indexOf('type');
  const nameAt = meta.node_fields.indexOf('name');
  const names = propertyNames(snapshot);
  const keys: string[] = [];
  for (let i = 0, n = 0; i < snapshot.nodes.length; i += width, n++) {
    const type = meta.node_types[0][snapshot.nodes[i + typeAt]!]!;
    const name = snapshot.strings[snapshot.nodes[i + nameAt]!]!;
    if (type.endsWith('string')) keys.push(`${type} (${bucket(name.length)})`);
    else if (type === 'object' && name === 'Object') keys.push(`object {${names[n]!}}`);
    else keys.push(`${type} ${name.slice(0, 60)}`);
  }
  return keys;
}

/** Each node's first five property names, comma-separated. */
function propertyNames(snapshot: Snapshot): string[] {
  const own: string[][] = [];
  eachEdge(snapshot, (node, type, name) => {
    const names = (own[node] ??= []);
    if (type === 'property' && names.length < 5 && name !== '__proto__' && name !== 'map') names.push(name);
  });
  const count = snapshot.nodes.length / snapshot.snapshot.meta.node_fields.length;
  return Array.from({ length: count }, (_, node) => (own[node] ?? []).join(','));
}

/** Calls `found` for each strong edge with the target node and "holder key . edge name". */
function countHolders(
  snapshot: Snapshot,
  keys: string[],
  found: (target: number, holder: string) => void,
): void {
  eachEdge(snapshot, (node, type, name, target) => {
    if (type === 'weak' || type === 'shortcut') return;
    const edgeName = type === 'element' || type === 'hidden' ? `[${type}]` : name;
    found(target, `${keys[node]!.slice(0, 40)} .${edgeName}`);
  });
}

/**
 * Calls `visit` for every edge of the snapshot: the node it leaves (its ordinal), its type, its name
 * (for element and hidden edges, the index as text) and the node it reaches (ordinal).
 */
function eachEdge(
  snapshot: Snapshot,
  visit: (node: number, type: string, name: string, target: number) => void,
): void {
  const { meta } = snapshot.snapshot;
  const width = meta.node_fields.length;
  const edgeWidth = meta.edge_fields.length;
  const countAt = meta.node_fields.indexOf('edge_count');
  const edgeTypeAt = meta.edge_fields.indexOf('type');
  const edgeNameAt = meta.edge_fields.indexOf('name_or_index');
  const toAt = meta.edge_fields.indexOf('to_node');
  let edge = 0;
  for (let node = 0; node * width < snapshot.nodes.length; node++) {
    const count = snapshot.nodes[node * width + countAt]!;
    for (let e = 0; e < count; e++, edge += edgeWidth) {
      const type = meta.edge_types[0][snapshot.edges[edge + edgeTypeAt]!]!;
      const nameOrIndex = snapshot.edges[edge + edgeNameAt]!;
      const name =
        type === 'element' || type === 'hidden' ? String(nameOrIndex) : snapshot.strings[nameOrIndex]!;
      visit(node, type, name, snapshot.edges[edge + toAt]! / width);
    }
  }
}

/** A string's length bucket, so that 44-character hashes and 66-character addresses show apart. */
function bucket(length: number): string {
  if (length <= 16) return '≤16';
  if (length <= 48) return `${length}`;
  if (length <= 70) return `${length}`;
  return '>70';
}
