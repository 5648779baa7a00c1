import { runtime, text } from 'ton-assembly';
import { describe, expect, it } from 'vitest';
import { BATCH_WRAPPER_ASM, BATCH_WRAPPER_BOC } from './batch-wrapper';

describe('the batch program', () => {
  it('is its assembly source, assembled (the BoC kept in the code cannot drift from the source)', () => {
    const parsed = text.parse('batch-wrapper.tasm', BATCH_WRAPPER_ASM);
    if (parsed.$ !== 'ParseSuccess') throw new Error(JSON.stringify(parsed.error));
    expect(
      runtime.compileCell(parsed.instructions).toBoc({ idx: false, crc32: false }).toString('base64'),
    ).toBe(BATCH_WRAPPER_BOC);
  });
});
