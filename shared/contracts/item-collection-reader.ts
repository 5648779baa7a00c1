/**
 * The reader of the collection an item's data names (item-data-collection.ts), loaded when an answer
 * first holds an item judged by its collection (a Telegram name's or a `.ton` domain's code). It parses
 * cells with @ton/core, which a lookup of anything else never loads: the CLI's start stays free of it
 * (cli/startup-imports.test.ts), and so does the window's first screen. Rows are made synchronously as
 * answers land (shared/jobs/lookup-row.ts), so whoever hands an answer to them awaits
 * {@link collectionReaderFor} first: a lookup's transport for every answer (shared/jobs/job-indexer.ts),
 * a logged lookup as it is restored (shared/jobs/lookup-answer.ts).
 */
import type { AccountState } from '../api/account-states';
import { identifyContract } from './identify';
import { judgedByCollection, type ContractKind } from './kinds';

type Reader = (kind: ContractKind, dataBoc: string | null | undefined) => boolean | undefined;

let reader: Reader | null = null;
let loading: Promise<void> | null = null;

/** Whether a known code's items are judged by their collection, by code hash (bounded by the code table). */
const byKnownCode = new Map<string, boolean>();

/**
 * Whether `account`'s row would read its collection from its data: a name item's (Telegram's or the
 * DNS item's code) that has its data. The lookup log keeps that data for it (lookup-log/log-entry.ts).
 */
export function judgedItem(account: Pick<AccountState, 'code_hash' | 'interfaces' | 'data_boc'>): boolean {
  if (!account.data_boc) return false;
  const hash = account.code_hash;
  const known = hash ? byKnownCode.get(hash) : undefined;
  if (known !== undefined) return known;
  const id = identifyContract({ codeHash: hash ?? null, interfaces: account.interfaces ?? null });
  const judged = judgedByCollection(id.kind);
  if (hash && id.kind_source === 'code_hash') byKnownCode.set(hash, judged);
  return judged;
}

/**
 * Null when rows of `accounts` can be made now; else the load of the reader to await first. A load that
 * fails leaves items named by their code alone, as before the reader existed — never a failed lookup.
 */
export function collectionReaderFor(accounts: readonly AccountState[]): Promise<void> | null {
  if (reader || !accounts.some(judgedItem)) return null;
  loading ??= import('./item-data-collection').then(
    (loaded) => {
      reader = loaded.outsideItsCollections;
    },
    () => undefined,
  );
  return loading;
}

/**
 * Whether an item of `kind` stands outside the collections its kind needs, as its data says
 * (item-data-collection.ts); undefined when that is not read — the kind is not judged by its
 * collection, there is no data, or the reader is not loaded.
 */
export function readOutsideCollections(
  kind: ContractKind,
  dataBoc: string | null | undefined,
): boolean | undefined {
  return reader && dataBoc && judgedByCollection(kind) ? reader(kind, dataBoc) : undefined;
}
