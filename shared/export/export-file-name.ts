/**
 * Suggested names for exported files: `ton-accounts-2026-11-23T10-15-00Z.csv`, or with a label
 * `ton-accounts-support-case-42-2026-11-23T10-15-00Z.json`. Safe on Windows, macOS and Linux: only
 * letters, digits, `-` and `_` before the extension (no `:` in the time, no reserved characters, no
 * leading dot, no trailing dot or space), and short enough for every file system.
 */

/** The kinds of export file (svg and png: the results summary's pictures). */
export type ExportFileKind = 'csv' | 'json' | 'tsv' | 'svg' | 'png';

/** The longest label kept, in characters. */
const MAX_LABEL_LENGTH = 60;

/** A label reduced to letters, digits, `-` and `_` (NFC, so macOS and Windows see the same name). */
function safeLabel(label: string): string {
  const cleaned = label
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
  // Cut by code points so a surrogate pair is never split, then tidy a dash the cut left at the end.
  return Array.from(cleaned)
    .slice(0, MAX_LABEL_LENGTH)
    .join('')
    .replace(/[-_]+$/, '');
}

/** `2026-11-23T10-15-00Z`: ISO 8601 in UTC to the second, with `-` for `:` (not allowed on Windows). */
function timestamp(at: Date): string {
  const time = Number.isNaN(at.getTime()) ? new Date(0) : at;
  return time
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

/** What an export holds, the first word of its name. */
export type ExportSubject = 'accounts' | 'tokens' | 'comparison' | 'summary';

/**
 * The file name to suggest for an export made at `at`: `ton-<subject>-[label-]<UTC time>.<kind>`.
 * The label (a profile or case name) is optional and cleaned; an empty result leaves it out.
 */
export function exportFileName(
  kind: ExportFileKind,
  at: Date,
  label?: string,
  subject: ExportSubject = 'accounts',
): string {
  const cleaned = label ? safeLabel(label) : '';
  return `ton-${subject}-${cleaned ? `${cleaned}-` : ''}${timestamp(at)}.${kind}`;
}
