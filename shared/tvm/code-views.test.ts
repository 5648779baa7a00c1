/** Code and data as data: disassembly with the method table, and the cell tree, on real contracts. */
import { Address, beginCell, type Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import { nftCollectionData, offchainContent, walletV4Data } from '../../local-index-server/contract-data';
import { repeatedCells } from '../../local-index-server/hostile-contracts';
import { cellTree } from './cell-tree';
import { disassemble as disassembleNamed, MAX_LISTING_CHARS } from './disassembly';
import { methodIdOf } from './method-id';
import { cellToBoc } from './stack';

/** The names the caller knows (the app injects shared/contracts/method-names.ts). */
const known = new Map<number, string>([
  [0, 'recv_internal'],
  [-1, 'recv_external'],
  ...[
    'seqno',
    'get_public_key',
    'get_subwallet_id',
    'get_plugin_list',
    'is_plugin_installed',
    'get_extensions',
  ].map((name) => [methodIdOf(name), name] as const),
]);
const disassemble = (boc: string) => disassembleNamed(boc, (id) => known.get(id) ?? null);

describe('disassembly', () => {
  it('lists wallet v4r2 with its method table by name', () => {
    const listing = disassemble(codeInfo('wallet_v4r2').boc);
    expect(listing.error).toBeUndefined();
    expect(listing.text).toMatch(/^SETCP 0\nDICTPUSHCONST 19/);
    const names = listing.methods.map((m) => m.name);
    for (const name of [
      'recv_internal',
      'recv_external',
      'seqno',
      'get_public_key',
      'get_subwallet_id',
      'get_plugin_list',
      'is_plugin_installed',
    ])
      expect(names).toContain(name);
    expect(listing.methods.find((m) => m.name === 'seqno')!.text).toContain('PUSHCTR c4');
  });

  it('hand-written code without a method dictionary: a listing and no method table', () => {
    const listing = disassemble(codeInfo('wallet_v3r2').boc);
    expect(listing.methods).toEqual([]);
    expect(listing.text).toContain('CHKSIGNU');
  });

  it('a library cell is named as such and its bundled library listed; an unknown one says it is not carried', () => {
    const beta = disassemble(codeInfo('wallet_v5_beta').boc);
    expect(beta.library).toEqual({
      hash: 'e4cf3b2f4c6d6a61ea0f2b5447d266785b26af3637db2deee6bcd1aa826f3412',
      bundled: true,
    });
    expect(beta.methods.map((m) => m.name)).toEqual(
      expect.arrayContaining(['seqno', 'get_public_key', 'get_extensions']),
    );
    const unknown = beginCell().storeUint(2, 8).storeBuffer(Buffer.alloc(32, 9)).endCell({ exotic: true });
    expect(disassemble(cellToBoc(unknown))).toMatchObject({
      library: { bundled: false },
      error: expect.stringMatching(/does not carry/),
    });
    expect(disassemble('nope').error).toMatch(/not a BoC/);
  });

  it('code whose cells repeat (17 levels, each referencing the next twice): each cell listed once, by label', () => {
    // 52,822,036 characters before: every one of the 262,143 paths written out.
    const listing = disassemble(cellToBoc(repeatedCells(17)));
    expect(listing.error).toBeUndefined();
    expect(listing.text.length).toBeLessThan(5_000);
    expect(listing.shared).toEqual({ cells: 17, written: 262_143 });
    expect(listing.notes).toEqual([expect.stringMatching(/would hold 262,143 cells \(it has 18\)/)]);
    // Each shared cell under its own heading once, referred to twice by label; the last one's code once.
    expect(listing.text.match(/^cell \d+ \(hash [0-9A-F]{64}, referenced 2 times\):$/gm)).toHaveLength(17);
    for (const label of [1, 9, 17])
      expect(listing.text.split('\n').filter((line) => line.trim() === `→ cell ${label}`)).toHaveLength(2);
    expect(listing.text.match(/THROW/g)).toHaveLength(1);
    expect(listing.text).not.toMatch(/exotic library/);
  });

  it('real code whose few cells repeat is still written out whole', () => {
    const listing = disassemble(codeInfo('wallet_v5r1').boc);
    expect(listing).not.toHaveProperty('shared');
    expect(listing).not.toHaveProperty('notes');
    expect(listing.text).not.toMatch(/→ cell/);
  });

  it('a big code of distinct cells (8,191, none repeated) is written out, not labelled', () => {
    let counter = 0;
    const tree = (levels: number): Cell => {
      const builder = beginCell().storeUint(counter++, 16);
      if (levels > 1) builder.storeRef(tree(levels - 1)).storeRef(tree(levels - 1));
      return builder.endCell();
    };
    const listing = disassemble(cellToBoc(tree(13)));
    expect(listing.error).toBeUndefined();
    expect(listing).not.toHaveProperty('shared');
    expect(listing.text).not.toMatch(/→ cell/);
  });

  it('a listing longer than its bound is cut after a whole line, saying so', () => {
    // 120 distinct cells in a chain, each 127 NOPs: nested ever deeper, about 3.6 million characters.
    let code = beginCell().storeUint(0, 1016).endCell();
    for (let i = 0; i < 120; i++) code = beginCell().storeUint(0, 1016).storeRef(code).endCell();
    const listing = disassemble(cellToBoc(code));
    expect(listing.cut!.total).toBeGreaterThan(MAX_LISTING_CHARS);
    expect(listing.cut!.shown).toBeLessThanOrEqual(MAX_LISTING_CHARS);
    expect(listing.text.length).toBeLessThan(MAX_LISTING_CHARS + 500);
    expect(listing.text).toMatch(/\n… cut here\. The listing is cut after [\d,]+ of its [\d,]+ characters/);
    expect(listing.text.slice(0, listing.cut!.shown).endsWith('NOP')).toBe(true);
  });
});

describe('cell tree', () => {
  it('each distinct cell once with bits in hex, references by id, depth and hash', () => {
    const data = walletV4Data(42, Buffer.alloc(32, 0xab), 698983191, [
      Address.parseRaw(`0:${'CD'.repeat(32)}`),
    ]);
    const tree = cellTree(cellToBoc(data));
    expect(tree).toMatchObject({ root: 0, truncated: false, total: tree.nodes.length });
    const root = tree.nodes[0]!;
    expect(root).toMatchObject({
      hash: data.hash().toString('hex'),
      bits: 32 + 32 + 256 + 1,
      depth: data.depth(),
      exotic: null,
    });
    expect(root.hex.startsWith(`0000002A${(698983191).toString(16).toUpperCase()}${'AB'.repeat(32)}`)).toBe(
      true,
    );
    expect(root.refs).toHaveLength(1);
  });

  it('shares a cell referenced twice, marks exotic cells, and cuts big trees saying so', () => {
    const shared = beginCell().storeUint(7, 3).endCell();
    const library = codeInfo('jetton_wallet (mainnet USDT').cell;
    const tree = cellTree(
      cellToBoc(beginCell().storeRef(shared).storeRef(shared).storeRef(library).endCell()),
    );
    expect(tree.nodes).toHaveLength(3);
    expect(tree.nodes[0]!.refs).toEqual([1, 1, 2]);
    expect(tree.nodes[1]!.hex).toBe('F_');
    expect(tree.nodes[2]!.exotic).toBe('library');
    const collection = nftCollectionData(
      Address.parseRaw(`0:${'01'.repeat(32)}`),
      1,
      offchainContent('x'),
      offchainContent('y'),
      codeInfo('nft_item (tonweb').cell,
      { numerator: 1, denominator: 2, destination: Address.parseRaw(`0:${'01'.repeat(32)}`) },
    );
    const cut = cellTree(cellToBoc(collection), 3);
    expect(cut).toMatchObject({ truncated: true });
    expect(cut.nodes).toHaveLength(3);
    expect(cut.total).toBeGreaterThan(3);
    for (const node of cut.nodes)
      for (const ref of node.refs) expect(cut.nodes.some((n) => n.id === ref)).toBe(true);
  });
});
