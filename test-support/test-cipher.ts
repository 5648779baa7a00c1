/**
 * A stand-in for safeStorage in tests and the e2e shell harness (never used by the app): it really
 * transforms the bytes (XOR with a fixed pad, behind a marker), so a test that finds the plain key in a
 * file on disk, or decrypts something that was never encrypted, fails.
 */
import type { CipherBackend, SecretCipher } from '../electron/secret-cipher';

/** Bytes every ciphertext starts with; decrypting anything else throws, like a foreign keyring would. */
const MARKER = Uint8Array.from([0x54, 0x49, 0x58, 0x31]); // "TIX1"
const PAD = Uint8Array.from([0x5a, 0xa5, 0x3c, 0xc3, 0x69, 0x96, 0x0f, 0xf0]);

/** A cipher reporting `backend` (default `encrypted`); `basic-text` still transforms, `unavailable` refuses. */
export function createTestCipher(
  backend: CipherBackend = 'encrypted',
): SecretCipher & { setBackend(next: CipherBackend): void } {
  let current = backend;
  return {
    setBackend: (next) => {
      current = next;
    },
    isEncryptionAvailable: () => current !== 'unavailable',
    backend: () => current,
    encrypt(text) {
      if (current === 'unavailable') throw new Error('Encryption is not available on this system.');
      const plain = new TextEncoder().encode(text);
      const out = new Uint8Array(MARKER.length + plain.length);
      out.set(MARKER);
      plain.forEach((byte, i) => {
        out[MARKER.length + i] = byte ^ PAD[i % PAD.length]!;
      });
      return out;
    },
    decrypt(bytes) {
      if (current === 'unavailable') throw new Error('Encryption is not available on this system.');
      if (bytes.length < MARKER.length || MARKER.some((b, i) => bytes[i] !== b))
        throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      const body = bytes.subarray(MARKER.length).map((byte, i) => byte ^ PAD[i % PAD.length]!);
      return new TextDecoder().decode(body);
    },
  };
}
