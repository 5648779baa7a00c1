/** The labels the benches keep: `count` private labels of sample addresses, one in a thousand saved too. */
import type { LabelStore } from '../../shared/labels/label-store';
import { sampleRaw } from '../../test-support/sample-log-drafts';

/** Writes `count` labels (sampleRaw(0…count-1)) into `labels` in one import. */
export async function importSampleLabels(labels: LabelStore, count: number): Promise<void> {
  await labels.importRows(
    Array.from({ length: count }, (_, i) => ({
      line: i + 2,
      raw: sampleRaw(i),
      text: `Customer ${i} — ticket #${(i * 7919) % 100_000}`,
      favourite: i % 1_000 === 0,
    })),
  );
}
