import { describe, expect, it } from 'vitest';
import { friendlyFormOfRaw } from './address-codec';
import { poisoned } from '../../test-support/look-alike-address';
import { looksAlike } from './look-alike-address';

const VICTIM = '0:2CDD554FD4B9AD6C3FEDBF6B32A47BD45B38DA952392F68E268F1C7DF90ED037';
const OTHER = '0:93E6CD7C56D7B3FF0EC232AD74520ED71F49BADBFD007C2232566FDFAB65CD41';

describe('look-alike addresses (address poisoning)', () => {
  const fake = poisoned(VICTIM);

  it('finds an address ground out to begin and end like the victim’s where a wallet shows it', () => {
    const [real, copy] = [friendlyFormOfRaw(VICTIM, false, false), friendlyFormOfRaw(fake, false, false)];
    expect(copy).not.toBe(real);
    expect(`${copy.slice(0, 4)}…${copy.slice(-4)}`).toBe(`${real.slice(0, 4)}…${real.slice(-4)}`);
    expect(looksAlike(VICTIM, fake, false)).toBe(true);
    expect(looksAlike(fake, VICTIM, false)).toBe(true);
  });

  it('does not call an account a look-alike of itself, nor two unrelated addresses alike', () => {
    expect(looksAlike(VICTIM, VICTIM, false)).toBe(false);
    expect(looksAlike(VICTIM, OTHER, false)).toBe(false);
    expect(looksAlike(VICTIM, OTHER, true)).toBe(false);
  });
});
