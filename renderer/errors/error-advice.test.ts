import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { errorAdvice } from './error-view';

describe('the way forward under an error', () => {
  it('asks to correct the entries only when the error lists entries', () => {
    const listed = new AppError({
      kind: 'invalid-input',
      message: '1 entry is not an address',
      entries: [{ input: 'EQx', position: 1, reason: 'length', message: 'too short' }],
    }).info;
    expect(errorAdvice(listed)).toBe('Correct the entries listed and try again.');
  });

  it('adds nothing to a refusal that names its own way forward (a lookup too large for the log)', () => {
    const tooLarge = new AppError({
      kind: 'invalid-input',
      message:
        "This lookup takes more than the lookup log's limit of 256 MB, so it was not logged. Export it to a file instead.",
    }).info;
    expect(errorAdvice(tooLarge)).toBeNull();
  });
});
