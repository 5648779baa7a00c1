/**
 * What the renderer may ask of the operating system: open a link in the system browser (allow-listed
 * explorers only) and save a file the user picks. Implemented by shared/bridge/system-handlers.ts over the
 * transport's own dialog and browser.
 */
import { z } from 'zod';
import { nameProblemMessage } from '../../format/text-safety';
import { base64ToBytes } from '../../tvm/stack-boc';

/**
 * The file kinds `saveFile` writes (they pick the dialog's filter and the download's type): exports
 * (csv, json, tsv) and the results summary's pictures (svg, png).
 */
export const saveFileFormatSchema = z.enum(['csv', 'json', 'tsv', 'svg', 'png']);
export type SaveFileFormat = z.infer<typeof saveFileFormatSchema>;

/** A PNG's bytes travel as one Base64 string: IPC and the argument's schema carry text. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** What a saved file holds: its text as given, or for a PNG the bytes its Base64 content encodes. */
export function savedFileData(arg: {
  readonly content: string | readonly string[];
  readonly format: SaveFileFormat;
}): string | readonly string[] | Uint8Array {
  return arg.format === 'png' ? base64ToBytes(arg.content as string) : arg.content;
}

/**
 * A suggested file name: a plain name, never a path (no separators, no `..`, no leading dot, no
 * characters Windows forbids), so the renderer can only propose a name in the folder the user picks.
 */
export const saveFileNameSchema = z
  .string()
  .min(1)
  .max(200)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  .regex(/^(?!\.)[^/\\:*?"<>|\u0000-\u001f]+$/, { error: 'expected a plain file name' })
  .superRefine((name, context) => {
    // A name that reads differently from what it is (`gnp.exe` turned around by an RLO) is refused.
    const problem = nameProblemMessage(name, 'a file name');
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * The largest text `saveFile` takes (characters, every part together): a 340,000-account JSON export
 * (the largest list a file loads) is ~417 M. Parts may add up to more than one JavaScript string can
 * hold (~536 M).
 */
export const MAX_SAVE_FILE_CHARS = 1024 * 1024 * 1024;
/** Parts of one saved file at most (an export sends one per 2,000 rows). */
export const MAX_SAVE_FILE_PARTS = 100_000;

/** A file's text, whole or in parts written one after another. */
const saveFileContentSchema = z
  .union([z.string(), z.array(z.string()).max(MAX_SAVE_FILE_PARTS)])
  .refine(
    (content) =>
      (typeof content === 'string' ? content.length : content.reduce((n, part) => n + part.length, 0)) <=
      MAX_SAVE_FILE_CHARS,
    { error: `expected at most ${MAX_SAVE_FILE_CHARS} characters` },
  );

/** The system methods. */
export const systemApi = {
  /** Opens an https link on an allow-listed explorer in the system browser. */
  openExternal: {
    arg: z.object({ url: z.string().max(2048) }).strict(),
    result: z.object({ opened: z.boolean() }),
  },
  /**
   * Saves text the renderer made (an export, a chart's SVG) as a file the user picks: the native save
   * dialog and an atomic write in Electron, a download in web mode. Text in parts is written as one
   * file, the parts one after another; a `png` is one Base64 string, written as the bytes it encodes
   * ({@link savedFileData}). Cancelled → `saved: false`. `location` is the path written, where the
   * platform tells it.
   */
  saveFile: {
    arg: z
      .object({
        suggestedName: saveFileNameSchema,
        content: saveFileContentSchema,
        format: saveFileFormatSchema,
      })
      .strict()
      .refine(
        (arg) => arg.format !== 'png' || (typeof arg.content === 'string' && BASE64.test(arg.content)),
        {
          error: 'a png is sent as one Base64 string',
        },
      ),
    result: z.object({ saved: z.boolean(), location: z.string().optional() }),
  },
} as const;

/** Allow-listed hosts for links out (explorers). Only https URLs on these hosts are opened. */
export const EXTERNAL_LINK_HOSTS = [
  'tonviewer.com',
  'testnet.tonviewer.com',
  'tonscan.org',
  'testnet.tonscan.org',
  'explorer.toncoin.org',
  'toncenter.com',
  'testnet.toncenter.com',
] as const;

/** Whether a URL may be opened outside the app: parsed, `https:`, host on the allow-list, no credentials. */
export function isAllowedExternalUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    url.port === '' &&
    (EXTERNAL_LINK_HOSTS as readonly string[]).includes(url.hostname)
  );
}
