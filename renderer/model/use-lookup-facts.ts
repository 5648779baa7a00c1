/**
 * What every derived cell of one lookup shares: its last block's time (the `now()` its get-methods run
 * at), so the cells of one screen batch into one call.
 */
import { useLookup } from './lookup-context';

/** The shown lookup's time (undefined while there is none, or no chain status). */
export function useLookupFacts(): { unixTime: number | undefined } {
  const lastBlock = useLookup((s) => (s.current ?? s.last)?.bound.lastBlock);
  const time = lastBlock ? Number(lastBlock.gen_utime) : Number.NaN;
  return { unixTime: Number.isInteger(time) ? time : undefined };
}
