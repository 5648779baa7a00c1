/**
 * Rows of a streamed lookup, written in input order as their batches land: accounts wait in a queue from
 * the moment the scheduler takes them until every account before them has its answer, then go out
 * together. Only the queue is held — accounts taken but not written — so memory stays flat in the list's
 * length; {@link OrderedRows.backlog} tells the scheduler when to hold new batches back (a batch that
 * keeps retrying at the head would otherwise let the rest pile up behind it).
 */
import type { AccountLookup, AccountState, AddressBook, Metadata } from '../shared/api/account-states';
import type { AppErrorInfo } from '../shared/errors';
import type { ListedAccount } from './address-stream';

/** What became of one account. */
export type AccountRow = ListedAccount &
  (
    | {
        status: 'found';
        account: AccountState;
        addressBook: AddressBook[string] | null;
        metadata: Metadata[string] | null;
      }
    | { status: 'not_found'; addressBook: AddressBook[string] | null; metadata: Metadata[string] | null }
    | { status: 'failed'; error: AppErrorInfo }
    | { status: 'pending' }
  );

/** The queue. */
export interface OrderedRows {
  /** An account the scheduler took (in input order). */
  push(account: ListedAccount): void;
  /** A batch's answer, or its failure for good. */
  batch(raws: readonly string[], answer: AccountLookup | null, error: AppErrorInfo | null): void;
  /** Accounts taken and not written yet. */
  backlog(): number;
  /** The end: every account still queued, then `rest` (never taken: the lookup was stopped), as pending. */
  end(rest: Iterable<ListedAccount>): void;
}

/** Creates the queue; `write` gets runs of rows, in input order. */
export function orderedRows(write: (rows: AccountRow[]) => void): OrderedRows {
  let queue: string[] = [];
  let head = 0;
  /** What was typed for each queued account. */
  const inputs = new Map<string, string>();
  const ready = new Map<string, AccountRow>();

  const flush = () => {
    const run: AccountRow[] = [];
    while (head < queue.length) {
      const row = ready.get(queue[head]!);
      if (!row) break;
      ready.delete(row.raw);
      inputs.delete(row.raw);
      run.push(row);
      head += 1;
    }
    // Drop what was written from the front now and then, so the array does not grow with the list.
    if (head > 4096 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
    if (run.length > 0) write(run);
  };

  return {
    push(account) {
      queue.push(account.raw);
      inputs.set(account.raw, account.input);
    },
    batch(raws, answer, error) {
      const input = (raw: string) => inputs.get(raw) ?? raw;
      if (!answer) {
        for (const raw of raws) ready.set(raw, { raw, input: input(raw), status: 'failed', error: error! });
      } else {
        const unknown = new Set(answer.not_found);
        const unanswered = new Set(answer.unanswered);
        let next = 0;
        for (const raw of raws) {
          if (unanswered.has(raw)) continue;
          const addressBook = answer.address_book[raw] ?? null;
          const metadata = answer.metadata[raw] ?? null;
          ready.set(
            raw,
            unknown.has(raw)
              ? { raw, input: input(raw), status: 'not_found', addressBook, metadata }
              : {
                  raw,
                  input: input(raw),
                  status: 'found',
                  account: answer.accounts[next++]!,
                  addressBook,
                  metadata,
                },
          );
        }
      }
      flush();
    },
    backlog: () => queue.length - head,
    end(rest) {
      for (let i = head; i < queue.length; i++) {
        const raw = queue[i]!;
        if (!ready.has(raw)) ready.set(raw, { raw, input: inputs.get(raw) ?? raw, status: 'pending' });
      }
      flush();
      const pending: AccountRow[] = [];
      for (const { raw, input } of rest) {
        pending.push({ raw, input, status: 'pending' });
        if (pending.length === 4096) write(pending.splice(0));
      }
      if (pending.length > 0) write(pending);
    },
  };
}
