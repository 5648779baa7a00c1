import { runtime, text } from 'ton-assembly';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_BATCH_WRAPPER_ASM,
  ADDRESS_BATCH_WRAPPER_BOC,
  BATCH_WRAPPER_ASM,
  BATCH_WRAPPER_BOC,
} from './batch-wrapper';

/** A program assembled by ton-assembly, as a standard BoC. */
function assemble(source: string): string {
  const parsed = text.parse('batch-wrapper.tasm', source);
  if (parsed.$ !== 'ParseSuccess') throw new Error(JSON.stringify(parsed.error));
  return runtime.compileCell(parsed.instructions).toBoc({ idx: false, crc32: false }).toString('base64');
}

describe('the batch programs', () => {
  it('are their assembly sources, assembled (the BoCs kept in the code cannot drift from the sources)', () => {
    expect(assemble(BATCH_WRAPPER_ASM)).toBe(BATCH_WRAPPER_BOC);
    expect(assemble(ADDRESS_BATCH_WRAPPER_ASM)).toBe(ADDRESS_BATCH_WRAPPER_BOC);
  });
});
