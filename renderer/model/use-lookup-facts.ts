/**
 * What every derived cell of one lookup shares: its metadata and its last block's time (the `now()` its
 * get-methods run at), so the cells of one screen batch into one job.
 */
import type { Metadata } from '../../shared/api/account-states';
import { useLookup } from './lookup-context';

/** The shown lookup's metadata and time (undefined while there is none, or no chain status). */
export function useLookupFacts(): { metadata: Metadata | undefined; unixTime: number | undefined } {
  const metadata = useLookup((s) => (s.current ?? s.last)?.metadata);
  const lastBlock = useLookup((s) => (s.current ?? s.last)?.request.lastBlock);
  const time = lastBlock ? Number(lastBlock.gen_utime) : Number.NaN;
  return { metadata, unixTime: Number.isInteger(time) ? time : undefined };
}
