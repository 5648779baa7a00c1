/** Typos a customer makes, for specs that paste a customer's message. */

/** `text` with its first O/0/I/l (after the prefix) swapped for its look-alike: a typo the checksum catches. */
export function mistype(text: string): string {
  const swaps: Record<string, string> = { O: '0', '0': 'O', l: 'I', I: 'l' };
  const i = [...text].findIndex((c, k) => k > 2 && c in swaps);
  return text.slice(0, i) + swaps[text[i]!] + text.slice(i + 1);
}
