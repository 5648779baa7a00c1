/** Typos a customer makes, for specs that paste a customer's message. */
import { URL_SAFE_ALPHABET } from '../../shared/address/address-codec';
import { typoCorrections } from '../../shared/address/typo-corrections';

/** `text` with its first O/0/I/l (after the prefix) swapped for its look-alike: a typo the checksum catches. */
export function mistype(text: string): string {
  const swaps: Record<string, string> = { O: '0', '0': 'O', l: 'I', I: 'l' };
  const i = [...text].findIndex((c, k) => k > 2 && c in swaps);
  return text.slice(0, i) + swaps[text[i]!] + text.slice(i + 1);
}

/**
 * A typo of `address` (one character changed) that has two or more valid corrections, `address` among
 * them but not first: the first such in a fixed order, so a spec sees the same one every run.
 */
export function ambiguousTypo(address: string): { typo: string; corrections: string[] } {
  for (let i = 2; i < address.length; i++)
    for (const c of URL_SAFE_ALPHABET) {
      if (c === address[i]) continue;
      const typo = address.slice(0, i) + c + address.slice(i + 1);
      const corrections = typoCorrections(typo, 3).map((t) => t.address);
      if (corrections.length >= 2 && corrections.includes(address) && corrections[0] !== address)
        return { typo, corrections };
    }
  throw new Error(`no ambiguous typo of ${address}`);
}
