/**
 * A cell tree as data, for a virtualised view that opens it lazily: each distinct cell once (a cell
 * referenced twice is one node), with its bits in hex (Fift's form: a trailing `_` marks a bit length
 * that is not a multiple of 4 and is completed by a 1 and zeros), its bit length, references (node
 * ids), exotic type, depth and hash. Big trees are cut at `maxCells`, and say so.
 */
import { Cell, CellType } from '@ton/core';
import { z } from 'zod';
import { AppError } from '../errors';

/** One cell. */
export const cellNodeSchema = z.object({
  id: z.number().int(),
  /** Representation hash, hex. */
  hash: z.string(),
  bits: z.number().int(),
  /** The data bits in hex, Fift-style (`_` suffix when completed). */
  hex: z.string(),
  /** Node ids of the references, in order (a cut tree lists only the nodes it kept). */
  refs: z.array(z.number().int()),
  /** The exotic type, or null for an ordinary cell. */
  exotic: z.enum(['pruned_branch', 'library', 'merkle_proof', 'merkle_update']).nullable(),
  /** Cell depth (longest path to a leaf). */
  depth: z.number().int(),
});
export type CellNode = z.infer<typeof cellNodeSchema>;

/** A tree. */
export const cellTreeSchema = z.object({
  root: z.number().int(),
  nodes: z.array(cellNodeSchema),
  /** Distinct cells in the whole tree (even when cut). */
  total: z.number().int(),
  truncated: z.boolean(),
});
export type CellTree = z.infer<typeof cellTreeSchema>;

const EXOTIC: Partial<Record<CellType, CellNode['exotic']>> = {
  [CellType.PrunedBranch]: 'pruned_branch',
  [CellType.Library]: 'library',
  [CellType.MerkleProof]: 'merkle_proof',
  [CellType.MerkleUpdate]: 'merkle_update',
};

/** The root of a BoC, or an AppError saying it cannot be read (@ton/core throws TypeErrors on some garbage). */
function rootOf(boc: string): Cell {
  try {
    return Cell.fromBase64(boc);
  } catch (error) {
    throw new AppError({
      kind: 'invalid-input',
      message: 'This BoC cannot be read: it is cut short or is not a bag of cells.',
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The tree of one BoC, breadth first from the root; at most `maxCells` nodes. Throws an AppError for a bad BoC. */
export function cellTree(boc: string, maxCells = 50_000): CellTree {
  const root = rootOf(boc);
  const ids = new Map<string, number>();
  const nodes: CellNode[] = [];
  const queue: Cell[] = [root];
  const seen = new Set<string>();
  let total = 0;
  const idOf = (cell: Cell): number => {
    const key = cell.hash().toString('hex');
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  };
  idOf(root);
  while (queue.length > 0) {
    const cell = queue.shift()!;
    const hash = cell.hash().toString('hex');
    if (seen.has(hash)) continue;
    seen.add(hash);
    total++;
    if (nodes.length >= maxCells) {
      for (const ref of cell.refs) queue.push(ref);
      continue;
    }
    const refs = cell.refs.map((ref) => {
      queue.push(ref);
      return idOf(ref);
    });
    nodes.push({
      id: ids.get(hash)!,
      hash,
      bits: cell.bits.length,
      hex: cell.bits.toString(),
      refs,
      exotic: cell.isExotic ? (EXOTIC[cell.type] ?? null) : null,
      depth: cell.depth(),
    });
  }
  // Node ids are assigned as references are met; keep only references to kept nodes when cut.
  const kept = new Set(nodes.map((n) => n.id));
  if (nodes.length < total) for (const node of nodes) node.refs = node.refs.filter((r) => kept.has(r));
  nodes.sort((a, b) => a.id - b.id);
  return { root: 0, nodes, total, truncated: nodes.length < total };
}
