/**
 * What a running bulk lookup has gathered so far: accounts, not-found addresses, the merged address
 * book and metadata, and the addresses whose batch failed. Batches arrive out of order and in pieces;
 * the accumulator keys everything by raw address, so a snapshot is always consistent (each requested
 * account is exactly one of: arrived, not found, failed, still pending).
 */
import type { AccountLookup, AccountState } from '../../shared/api/account-states';
import type { AppErrorInfo } from '../../shared/errors';

/** A consistent picture of a lookup at one moment. */
export interface LookupSnapshot {
  readonly result: AccountLookup;
  /** Raw address → why its batch failed. */
  readonly failed: ReadonlyMap<string, AppErrorInfo>;
  /** Accounts that have an answer (found or not found). */
  readonly answered: number;
}

/** Gathers batch results of one lookup. */
export class LookupAccumulator {
  private readonly accounts = new Map<string, AccountState>();
  private readonly notFound = new Set<string>();
  private readonly failed = new Map<string, AppErrorInfo>();
  private readonly addressBook: AccountLookup['address_book'] = {};
  private readonly metadata: AccountLookup['metadata'] = {};
  private snapshotCache: LookupSnapshot | null = null;

  /** Starts from an earlier snapshot (retrying the failed part keeps what arrived). */
  constructor(from?: LookupSnapshot) {
    if (!from) return;
    for (const account of from.result.accounts) this.accounts.set(account.address, account);
    for (const raw of from.result.not_found) this.notFound.add(raw);
    for (const [raw, error] of from.failed) this.failed.set(raw, error);
    Object.assign(this.addressBook, from.result.address_book);
    Object.assign(this.metadata, from.result.metadata);
  }

  /** Adds one batch's answer. */
  addBatch(batch: AccountLookup): void {
    for (const account of batch.accounts) {
      this.accounts.set(account.address, account);
      this.failed.delete(account.address);
    }
    for (const raw of batch.not_found) {
      this.notFound.add(raw);
      this.failed.delete(raw);
    }
    Object.assign(this.addressBook, batch.address_book);
    Object.assign(this.metadata, batch.metadata);
    this.snapshotCache = null;
  }

  /** Marks addresses whose batch failed for good. */
  markFailed(addresses: readonly string[], error: AppErrorInfo): void {
    for (const raw of addresses) if (!this.accounts.has(raw) && !this.notFound.has(raw)) this.failed.set(raw, error);
    this.snapshotCache = null;
  }

  /** Clears the failure marks of addresses that are being retried (they show as pending again). */
  clearFailed(addresses: readonly string[]): void {
    for (const raw of addresses) this.failed.delete(raw);
    this.snapshotCache = null;
  }

  /** Raw addresses whose batch failed. */
  failedAddresses(): string[] {
    return [...this.failed.keys()];
  }

  /** The current picture; the same object until something changes (cheap to call on every tick). */
  snapshot(): LookupSnapshot {
    this.snapshotCache ??= {
      result: {
        accounts: [...this.accounts.values()],
        address_book: { ...this.addressBook },
        metadata: { ...this.metadata },
        not_found: [...this.notFound],
      },
      failed: new Map(this.failed),
      answered: this.accounts.size + this.notFound.size,
    };
    return this.snapshotCache;
  }
}
