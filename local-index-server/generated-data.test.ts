/** Dataset `{ generated: N }` and the sample set: deterministic from the seed, cheap, and consistent. */
import { describe, expect, it } from 'vitest';
import { buildIndexData } from './server';
import { SAMPLE_LABELS, notIndexedAddresses, sampleAccount, sampleAccounts } from './sample-data';

describe('datasets', () => {
  it('builds the samples plus N generated accounts, identical for the same seed', () => {
    const a = buildIndexData({ seed: 7, dataset: { generated: 2000 } });
    const b = buildIndexData({ seed: 7, dataset: { generated: 2000 } });
    expect(a.size).toBe(SAMPLE_LABELS.length + 2000);
    expect(a.list.map((r) => r.raw)).toEqual(b.list.map((r) => r.raw));
    expect(new Set(a.list.map((r) => r.raw)).size).toBe(a.size);
    const other = buildIndexData({ seed: 8, dataset: { generated: 2000 } });
    expect(other.list[SAMPLE_LABELS.length]!.raw).not.toBe(a.list[SAMPLE_LABELS.length]!.raw);
  });

  it('builds 100 000 generated accounts with every status represented', () => {
    const data = buildIndexData({ dataset: { generated: 100_000 } });
    expect(data.size).toBe(SAMPLE_LABELS.length + 100_000);
    const statuses = new Set(data.list.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['active', 'frozen', 'nonexist', 'uninit']);
    expect(data.jettonWallets.size).toBeGreaterThan(10_000);
  });

  it('exports the samples by label, seeded, and valid addresses that are not indexed', () => {
    expect(sampleAccounts().map((s) => s.label)).toEqual([...SAMPLE_LABELS]);
    expect(sampleAccount('wallet-v4r2').raw).toBe(
      sampleAccounts().find((s) => s.label === 'wallet-v4r2')!.raw,
    );
    expect(sampleAccount('wallet-v4r2', 2).raw).not.toBe(sampleAccount('wallet-v4r2').raw);
    const data = buildIndexData();
    expect(
      notIndexedAddresses().every((raw) => /^-?\d:[0-9A-F]{64}$/.test(raw) && data.get(raw) === undefined),
    ).toBe(true);
    expect(notIndexedAddresses().some((raw) => raw.startsWith('-1:'))).toBe(true);
  });
});
