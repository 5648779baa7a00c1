/**
 * What a lookup job keeps for the log while it runs: each answered account once (without its BoCs —
 * the log never keeps them), the unknown ones, the failed ones, the address book and metadata of every
 * answer. When the job ends it is turned into the log's draft, in input order, by the job owner that
 * served the answers — nothing is sent back and forth to record it. A "Retry failed" lookup starts from
 * the entry it retries, so its record is the whole lookup again.
 */
import type { AccountLookup, AddressBook, Metadata } from '../api/account-states';
import {
  withoutBocs,
  type LoggedLookup,
  type LookupLogDraft,
  type LookupLogEntry,
} from '../lookup-log/log-entry';
import type { JobIndexerRef, JobLastBlock } from './job-events';

type LoggedState = LoggedLookup['accounts'][number];

/** One requested account: its raw form and what was typed for it. */
export interface RecordedInput {
  raw: string;
  input: string;
}

/** The record of one lookup. */
export class LookupRecord {
  private readonly found = new Map<string, LoggedState>();
  private readonly notFound = new Set<string>();
  private readonly failed = new Set<string>();
  // Maps, not objects: a key such as `__proto__` from an answer stays a plain key.
  private readonly addressBook = new Map<string, AddressBook[string]>();
  private readonly metadata = new Map<string, Metadata[string]>();

  /** A record of `inputs` (every requested account, in input order), or of the logged lookup `from` retried. */
  constructor(
    private readonly inputs: readonly RecordedInput[],
    from?: LookupLogEntry,
  ) {
    if (!from) return;
    for (const account of from.result.accounts) this.found.set(account.address, account);
    for (const raw of from.result.not_found) this.notFound.add(raw);
    this.merge(from.result.address_book, from.result.metadata);
  }

  /** One batch's answer (accounts in the order of `raws`, the others not found or to be asked again). */
  add(raws: readonly string[], result: AccountLookup): void {
    const unknown = new Set(result.not_found);
    const unanswered = new Set(result.unanswered);
    let next = 0;
    for (const raw of raws) {
      if (unanswered.has(raw)) continue;
      this.failed.delete(raw);
      if (unknown.has(raw)) {
        this.notFound.add(raw);
        continue;
      }
      this.found.set(raw, withoutBocs(result.accounts[next++]!));
    }
    this.merge(result.address_book, result.metadata);
  }

  /** Accounts whose batch failed for good. */
  fail(raws: readonly string[]): void {
    for (const raw of raws) if (!this.found.has(raw) && !this.notFound.has(raw)) this.failed.add(raw);
  }

  /** Accounts with an answer (found, or known not to exist in the index). */
  answered(): number {
    return this.found.size + this.notFound.size;
  }

  /** The draft the log records. */
  draft(head: {
    indexer: JobIndexerRef;
    lastBlock: JobLastBlock | null;
    includeBoc: boolean;
    cancelled: boolean;
  }): LookupLogDraft {
    const accounts: LoggedState[] = [];
    const notFound: string[] = [];
    const failed: string[] = [];
    for (const { raw } of this.inputs) {
      const account = this.found.get(raw);
      if (account) accounts.push(account);
      else if (this.notFound.has(raw)) notFound.push(raw);
      else if (this.failed.has(raw)) failed.push(raw);
    }
    const { indexer, lastBlock } = head;
    return {
      profile: { id: indexer.profileId, name: indexer.name, baseUrl: indexer.baseUrl },
      lastBlock: lastBlock ? { seqno: lastBlock.seqno, gen_utime: lastBlock.gen_utime } : null,
      includeBoc: head.includeBoc,
      inputs: this.inputs.map(({ raw, input }) => ({ raw, input })),
      counts: {
        requested: this.inputs.length,
        found: accounts.length,
        notFound: notFound.length,
        failed: failed.length,
      },
      cancelled: head.cancelled,
      failed,
      result: {
        accounts,
        address_book: Object.fromEntries(this.addressBook),
        metadata: Object.fromEntries(this.metadata),
        not_found: notFound,
      },
    };
  }

  private merge(addressBook: AddressBook, metadata: Metadata): void {
    for (const raw in addressBook) this.addressBook.set(raw, addressBook[raw]!);
    for (const raw in metadata) this.metadata.set(raw, metadata[raw]!);
  }
}
