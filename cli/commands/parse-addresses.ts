/**
 * `parse-addresses [ADDRESS…] [--json]`: offline. One entry per input token, in order, with every form
 * of each valid address and the reason for each invalid one. Exit 0 when all are valid, 2 otherwise.
 */
import {
  describeEntryError,
  parseAddressList,
  type AddressListEntry,
} from '../../shared/address/address-list';
import { line, printJson, table, type CliIo } from '../io';

/** The JSON record of one token (stable field names, documented in the README). */
export interface ParsedTokenRecord {
  input: string;
  valid: boolean;
  raw: string | null;
  bounceable: string | null;
  non_bounceable: string | null;
  testnet_bounceable: string | null;
  testnet_non_bounceable: string | null;
  test_only: boolean | null;
  error: string | null;
}

/** Builds the record of one list entry. */
export function tokenRecord(entry: AddressListEntry): ParsedTokenRecord {
  const address = entry.address;
  if (entry.kind === 'invalid' || !address) {
    return {
      input: entry.input,
      valid: false,
      raw: null,
      bounceable: null,
      non_bounceable: null,
      testnet_bounceable: null,
      testnet_non_bounceable: null,
      test_only: null,
      error: describeEntryError(entry),
    };
  }
  const forms = address.forms;
  return {
    input: entry.input,
    valid: true,
    raw: forms.raw,
    bounceable: forms.bounceable,
    non_bounceable: forms.nonBounceable,
    testnet_bounceable: forms.testnetBounceable,
    testnet_non_bounceable: forms.testnetNonBounceable,
    test_only: address.inputFlags?.testOnly ?? false,
    error: null,
  };
}

/** Runs the command; returns the exit code. */
export function parseAddressesCommand(text: string, json: boolean, io: CliIo): number {
  const list = parseAddressList(text);
  const records = list.entries.map(tokenRecord);
  if (json) {
    printJson(io.stdout, records);
  } else if (records.length === 0) {
    line(io.stderr, 'No address given. Pass addresses as arguments or pipe them in.');
  } else {
    const rows = [['#', 'input', 'raw', 'bounceable', 'non-bounceable']];
    records.forEach((r, i) =>
      rows.push([
        String(i + 1),
        r.input,
        r.raw ?? `invalid: ${r.error}`,
        r.bounceable ?? '',
        r.non_bounceable ?? '',
      ]),
    );
    line(io.stdout, table(rows));
  }
  if (records.length === 0) return 2;
  return records.every((r) => r.valid) ? 0 : 2;
}
