/**
 * Whole numbers written as `n.toLocaleString('en-US')` writes them (`1,000,000`), without ICU. The first
 * number ICU formats in a process sets up its number formats, 20–50 ms; counts and limits in messages
 * were formatted as modules loaded, so every CLI command and every emulator thread paid that before
 * its first request or answer — for text most runs never show.
 */

/** `n` grouped in threes with commas, exactly as `n.toLocaleString('en-US')` (which it uses for a fraction). */
export function groupedInteger(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
