/** Chunks of bytes read or written a piece at a time, made one array: one way of doing it everywhere. */

/** The chunks as one array of `length` bytes (their total); the one chunk itself when there is one. */
export function joinBytes(parts: readonly Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const whole = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}
