import { describe, expect, it } from 'vitest';
import type { LookupLogEntry } from '../../shared/lookup-log/log-entry';
import { outcomeOfLogEntry } from './lookup-log-link';
import { inputColumnsRef, type LookupOutcome } from './lookup-outcome';

const headers = ['customer_id', 'note'];
const ENTRY_ID = '1795650392256-b80wci';
/** A logged lookup of a CSV list whose columns it kept. */
const entry = {
  id: ENTRY_ID,
  profile: { id: 'local-indexer', name: 'Local indexer', baseUrl: 'http://127.0.0.1:8081' },
  lastBlock: null,
  includeBoc: false,
  inputs: [`0:${'1'.repeat(64)}`, `0:${'2'.repeat(64)}`].map((raw) => ({ raw, input: raw })),
  failed: [],
  result: { accounts: [], not_found: [], address_book: new Map(), metadata: new Map() },
  createdAt: new Date(1795650392256).toISOString(),
  inputHeaders: headers,
  inputLines: { cells: [['c-1', 'x']], lineOf: [[0], []] },
} as unknown as LookupLogEntry;
const running = (listFile: { id: string; headers: string[] }) =>
  ({ bound: { inputHeaders: headers }, request: { listFile } }) as unknown as LookupOutcome;

describe('where a lookup’s list file columns are asked for', () => {
  it('a reopened entry names itself as the list file, so a lookup of its box keeps its columns', () => {
    const outcome = outcomeOfLogEntry(entry);
    expect(outcome.request.listFile).toEqual({ id: ENTRY_ID, headers });
    expect(inputColumnsRef(outcome)).toEqual({ headers, log: ENTRY_ID });
  });

  it('a running lookup asks the file read behind the bridge, or the entry it was looked up again from', () => {
    expect(inputColumnsRef(running({ id: 'list-3', headers }))).toEqual({ headers, file: 'list-3' });
    expect(inputColumnsRef(running({ id: ENTRY_ID, headers }))).toEqual({ headers, log: ENTRY_ID });
  });
});
