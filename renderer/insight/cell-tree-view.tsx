/**
 * An interactive, virtualised cell tree: each cell one line (depth-indented) with its bit length, bits in
 * hex, exotic type and hash; a cell with references opens and closes. Only the visible lines are in
 * the DOM (@tanstack/react-virtual), so a data cell of tens of thousands of cells scrolls smoothly.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import type { CellTree } from '../../shared/tvm/cell-tree';

/** One visible line: a node at a depth, reached through a path of references. */
interface Line {
  key: string;
  id: number;
  depth: number;
}

/** The visible lines, depth first, descending only into open cells. */
function visibleLines(tree: CellTree, open: ReadonlySet<string>): Line[] {
  const byId = new Map(tree.nodes.map((n) => [n.id, n]));
  const lines: Line[] = [];
  const stack: Line[] = [{ key: String(tree.root), id: tree.root, depth: 0 }];
  while (stack.length > 0) {
    const line = stack.pop()!;
    lines.push(line);
    const node = byId.get(line.id);
    if (!node || !open.has(line.key)) continue;
    for (let i = node.refs.length - 1; i >= 0; i--)
      stack.push({ key: `${line.key}.${i}`, id: node.refs[i]!, depth: line.depth + 1 });
  }
  return lines;
}

const ROW_HEIGHT = 28;

/** The tree. */
export function CellTreeView(props: { tree: CellTree }) {
  const { tree } = props;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([String(tree.root)]));
  const lines = useMemo(() => visibleLines(tree, open), [tree, open]);
  const byId = useMemo(() => new Map(tree.nodes.map((n) => [n.id, n])), [tree]);
  const parent = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read during render by design
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div data-testid="cell-tree">
      <p className="muted">
        {tree.total} distinct cell{tree.total === 1 ? '' : 's'}
        {tree.truncated ? `; the first ${tree.nodes.length} are shown` : ''}.
      </p>
      <div ref={parent} className="insight-tree" role="tree" aria-label="Data cells" tabIndex={0}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const line = lines[item.index]!;
            const node = byId.get(line.id);
            if (!node) return null;
            const expandable = node.refs.length > 0;
            return (
              <div
                key={line.key}
                role="treeitem"
                aria-level={line.depth + 1}
                aria-expanded={expandable ? open.has(line.key) : undefined}
                aria-selected={false}
                className="insight-tree-row mono"
                data-cell-hash={node.hash}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                  paddingLeft: `${line.depth * 1.2}rem`,
                }}
              >
                {expandable ? (
                  <button
                    type="button"
                    className="insight-tree-toggle"
                    onClick={() => toggle(line.key)}
                    aria-label={`${open.has(line.key) ? 'Close' : 'Open'} cell ${node.hash.slice(0, 8)} (${node.refs.length} references)`}
                  >
                    {open.has(line.key) ? '▾' : '▸'}
                  </button>
                ) : (
                  <span className="insight-tree-toggle" aria-hidden="true">
                    ·
                  </span>
                )}{' '}
                {node.exotic && (
                  <span className="badge badge-frozen">exotic: {node.exotic.replace('_', ' ')}</span>
                )}{' '}
                <span>{node.bits} bits</span>{' '}
                <span title={`bits in hex (Fift form): ${node.hex}`}>
                  x{`{${node.hex.length > 96 ? `${node.hex.slice(0, 96)}…` : node.hex}}`}
                </span>{' '}
                <span className="muted" title={`cell hash ${node.hash}`}>
                  #{node.hash.slice(0, 12)}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
