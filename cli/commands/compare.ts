/**
 * `compare FILE`: an exported log entry (the app's "Export as file") or a file of an earlier
 * `accounts --json` answer, against a fresh lookup of the same accounts — previous, now and the
 * difference of every compared field (status, balance, last transaction, jetton balance; numbers as
 * signed deltas; `--json` and `--csv` carry every field of every account). Exit 3 when something changed, so a CI job can watch a list; 0 when nothing did.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import { checkedLookupSchema, type CheckedLookup } from '../../shared/api/account-states';
import { collectLookup } from '../../shared/jobs/collect-lookup';
import { schedulerOptions } from '../../shared/jobs/job-indexer';
import { commandIndexer } from '../command-indexer';
import { roleOfRow } from '../../shared/jobs/lookup-row';
import { displayAddress } from '../../shared/format/address-display';
import {
  COMPARED_FIELDS,
  compareLookups,
  type AccountComparison,
  type ComparedField,
} from '../../shared/lookup-log/lookup-compare';
import { comparedValueText, comparisonDocument } from '../../shared/lookup-log/compare-output';
import { comparisonToCsv } from '../../shared/lookup-log/compare-csv';
import { lookupLogEntrySchema, type LoggedLookup } from '../../shared/lookup-log/log-entry';
import { UsageError, type BulkSettings, type Connection } from '../config';
import { unreadableFile } from '../user-paths';
import { line, printJson, say, table, type CliIo } from '../io';

/** The exit code when at least one compared field changed. */
export const CHANGED_EXIT_CODE = 3;

/** What the earlier file held: its answer and the accounts it asked for (with what was typed). */
interface Earlier {
  readonly result: CheckedLookup | LoggedLookup;
  readonly accounts: readonly { raw: string; input: string }[];
  readonly kind: 'log entry' | 'accounts --json answer';
}

/**
 * An `accounts --json` answer: the API's shape plus the CLI's own keys (ignored here); its address book
 * and metadata read into Maps as a lookup keeps them.
 */
const answerFileSchema = checkedLookupSchema.extend({ invalid: z.unknown().optional() });

/** Reads and checks the earlier file (relative to `cwd`); a usage error says what is wrong and where. */
export async function readEarlier(path: string, cwd = process.cwd()): Promise<Earlier> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, path), 'utf8');
  } catch (error) {
    throw unreadableFile(null, path, cwd, error);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(
      `"${path}" is not JSON: expected an exported log entry or an accounts --json answer.`,
    );
  }
  if (json && typeof json === 'object' && 'schemaVersion' in json) {
    const entry = lookupLogEntrySchema.safeParse(json);
    if (!entry.success)
      throw new UsageError(`"${path}" is not a readable log entry: ${issueText(entry.error)}.`);
    return { result: entry.data.result, accounts: entry.data.inputs, kind: 'log entry' };
  }
  const answer = answerFileSchema.safeParse(json);
  if (!answer.success)
    throw new UsageError(`"${path}" is not an accounts --json answer: ${issueText(answer.error)}.`);
  const raws = [...answer.data.accounts.map((a) => a.address), ...answer.data.not_found];
  return {
    result: answer.data,
    accounts: [...new Set(raws)].map((raw) => ({ raw, input: raw })),
    kind: 'accounts --json answer',
  };
}

function issueText(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${issue.path.length ? `at ${issue.path.join('.')}: ` : ''}${issue.message}`;
}

/** Runs the command; returns the exit code (3 when something changed). */
export async function compareCommand(
  path: string | undefined,
  options: { output: 'table' | 'json' | 'csv'; network: 'mainnet' | 'testnet'; bulk: BulkSettings },
  connection: Connection,
  io: CliIo,
): Promise<number> {
  if (!path)
    throw new UsageError('compare needs a file: an exported log entry or an accounts --json answer.');
  const earlier = await readEarlier(path, io.cwd);
  if (earlier.accounts.length === 0) throw new UsageError(`"${path}" names no account to compare.`);
  const outcome = await collectLookup({
    ...schedulerOptions(commandIndexer(connection, options.bulk), false),
    raws: earlier.accounts.map((a) => a.raw),
    ...(io.signal ? { signal: io.signal } : {}),
  });
  const compared = compareLookups(earlier.result, outcome.result, earlier.accounts);
  const changed = compared.filter((c) => c.changed);
  const failed = outcome.failed.reduce((n, f) => n + f.addresses.length, 0);
  const addressOf = (c: AccountComparison) => {
    const row = outcome.answer.row(c.raw);
    return displayAddress(c.raw, {
      testnet: options.network === 'testnet',
      given: c.input,
      ...(row ? { role: roleOfRow(row) } : {}),
    });
  };

  if (options.output === 'json') {
    printJson(io.stdout, comparisonDocument(compared, addressOf, failed));
  } else if (options.output === 'csv') {
    io.stdout.write(comparisonToCsv(compared, addressOf));
  } else {
    const rows = [['address', 'field', 'previous', 'now', 'difference']];
    // Amounts for a person, grouped as every screen of the app groups them (--json and --csv: plain digits).
    const text = (field: ComparedField, value: string | null) =>
      comparedValueText(field, value, { grouped: true });
    for (const c of changed)
      for (const field of COMPARED_FIELDS) {
        const f = c.fields[field];
        if (!f.changed) continue;
        rows.push([
          addressOf(c),
          field,
          text(field, f.previous),
          text(field, f.now),
          text(field, f.difference),
        ]);
      }
    if (changed.length > 0) line(io.stdout, table(rows));
    line(
      io.stdout,
      `${compared.length} compared with the ${earlier.kind}: ${changed.length} changed` +
        (failed > 0 ? `, ${failed} could not be looked up` : ''),
    );
  }
  for (const f of outcome.failed)
    say(io.stderr, `error: ${f.addresses.length} not looked up (${f.addresses[0]}…): ${f.error.message}`);
  if (failed > 0) return 1;
  return changed.length > 0 ? CHANGED_EXIT_CODE : 0;
}
