/** Sizes for a person, in messages and on screens: one way of writing them everywhere. */

/** `300 bytes`, `12 KB`, `1.5 MB`, `64 MB`: kilobytes rounded up, megabytes to one decimal (none when whole). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
