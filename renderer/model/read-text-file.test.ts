import { describe, expect, it } from 'vitest';
import { MAX_LOOKUP_ACCOUNTS } from '../../shared/bridge/api/jobs-api';
import { createListFiles } from '../../shared/bridge/list-file-handlers';
import { MAX_FILE_BYTES, readTextFile as readWith } from './read-text-file';

/** The bridge's own reader of list files (the job owner's), called in this process. */
const files = createListFiles({ get: () => Promise.reject(new Error('no log here')) });
const bridge = {
  readListFile: async (arg: { name: string; text: string }) => ({
    ok: true as const,
    value: await files.read(arg),
  }),
};
/** Every file the page handed to the bridge, by name. */
const handed: string[] = [];
const readTextFile = (file: File) =>
  readWith(file, {
    readListFile: (arg) => (handed.push(arg.name), bridge.readListFile(arg)),
  });

/** A masterchain address in raw form: the longest form one line can hold (67 characters). */
const rawMasterchain = (i: number) => `-1:${i.toString(16).toUpperCase().padStart(64, '0')}`;

describe('a list file read into the Addresses box', () => {
  it('takes a file of as many addresses as one lookup takes, in the longest form, CRLF lines', async () => {
    const lines = Array.from({ length: MAX_LOOKUP_ACCOUNTS }, (_, i) => rawMasterchain(i));
    const file = new File([lines.join('\r\n') + '\r\n'], 'largest.txt', { type: 'text/plain' });
    const read = await readTextFile(file);
    expect(read.ok ? read.text.length : read.error).toBe(file.size);
  });

  it('refuses a file over the limit, naming its size and the limit', async () => {
    const file = new File([new Uint8Array(MAX_FILE_BYTES + 1024 * 1024)], 'huge.txt', { type: 'text/plain' });
    expect(await readTextFile(file)).toEqual({
      ok: false,
      error:
        '“huge.txt” is 65 MB; the limit is 64 MB. Split the list, or use the command-line tool (accounts --file) for larger ones.',
    });
  });

  it('decodes UTF-8 with its BOM dropped, and takes only the address column of a CSV', async () => {
    const addr = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
    const text = await readTextFile(new File(['\uFEFFhi — ' + addr], 'a.txt', { type: 'text/plain' }));
    expect(text).toEqual({ ok: true, text: 'hi — ' + addr });
    const csv = await readTextFile(new File([`label,address\nAlice — ₮,${addr}\n`], 'b.csv'));
    expect(csv.ok && csv.text.trim()).toBe(addr);
    // The label column stays behind the bridge, named by the file's id; only its name comes back.
    expect(csv.ok && csv.listFile).toEqual({ id: expect.stringMatching(/^list-\d+$/), headers: ['label'] });
  });

  it('keeps a .txt list on the page (its text is the list) and hands a CSV to the bridge', async () => {
    handed.length = 0;
    const list = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs\n0:' + '1'.repeat(64) + '\n';
    expect(await readTextFile(new File([list], 'list.txt', { type: 'text/plain' }))).toEqual({
      ok: true,
      text: list,
    });
    // A CSV known by its MIME type alone is read as one.
    const csv = await readTextFile(
      new File(['address,label\n0:' + '1'.repeat(64) + ',x\n'], 'export', { type: 'text/csv' }),
    );
    expect(csv.ok && csv.listFile?.headers).toEqual(['label']);
    // A second copy of a 500,000-line .txt sent across and back was +24 MB on the page.
    expect(handed).toEqual(['export.csv']);
  });

  it('refuses what is not a .txt or .csv file', async () => {
    const read = await readTextFile(new File(['x'], 'list.xlsx'));
    expect(read).toEqual({ ok: false, error: expect.stringMatching(/not a \.txt or \.csv file/) });
  });
});
