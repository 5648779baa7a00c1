import { describe, expect, it } from 'vitest';
import { createSafeStorageCipher, type SafeStorageLike } from './secret-cipher';
import { createTestCipher } from '../test-support/test-cipher';

function fakeSafeStorage(available: boolean, backend: string): SafeStorageLike & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (text) => {
      calls.push('encrypt');
      return Buffer.from(`enc:${text}`);
    },
    decryptString: (bytes) => {
      calls.push('decrypt');
      return bytes.toString('utf8').replace(/^enc:/, '');
    },
  };
}

describe('createSafeStorageCipher', () => {
  it('reports a Linux keyring as encrypted and round-trips through safeStorage', () => {
    const storage = fakeSafeStorage(true, 'gnome_libsecret');
    const cipher = createSafeStorageCipher(storage, 'linux');
    expect(cipher.backend()).toBe('encrypted');
    expect(cipher.decrypt(cipher.encrypt('key'))).toBe('key');
    expect(storage.calls).toEqual(['encrypt', 'decrypt']);
  });

  it('reports Linux basic_text (no keyring) as basic-text, not encrypted', () => {
    expect(createSafeStorageCipher(fakeSafeStorage(true, 'basic_text'), 'linux').backend()).toBe(
      'basic-text',
    );
  });

  it('reports no encryption as unavailable', () => {
    expect(createSafeStorageCipher(fakeSafeStorage(false, 'unknown'), 'linux').backend()).toBe('unavailable');
  });

  it('ignores the Linux backend name on macOS and Windows', () => {
    expect(createSafeStorageCipher(fakeSafeStorage(true, 'basic_text'), 'darwin').backend()).toBe(
      'encrypted',
    );
  });
});

describe('createTestCipher', () => {
  it('really transforms the bytes and refuses foreign ciphertext', () => {
    const cipher = createTestCipher();
    const bytes = cipher.encrypt('my-key');
    expect(Buffer.from(bytes).toString('utf8')).not.toContain('my-key');
    expect(cipher.decrypt(bytes)).toBe('my-key');
    expect(() => cipher.decrypt(new TextEncoder().encode('my-key'))).toThrow(/decrypting/);
  });
});
