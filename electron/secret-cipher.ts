/**
 * How API keys are protected at rest. The settings store talks to a {@link SecretCipher}; in the app
 * that is Electron's `safeStorage` (wrapped by {@link createSafeStorageCipher}, which takes it as an
 * argument so this file stays electron-free), in tests and the shell harness a fake that really
 * transforms the bytes.
 */

/** What the OS offers for encrypting secrets. */
export type CipherBackend = 'encrypted' | 'basic-text' | 'unavailable';

/** Encrypts and decrypts short secrets (API keys). */
export interface SecretCipher {
  isEncryptionAvailable(): boolean;
  /** `basic-text`: Linux without a keyring, where safeStorage uses a fixed password (obfuscation only). */
  backend(): CipherBackend;
  encrypt(text: string): Uint8Array;
  decrypt(bytes: Uint8Array): string;
}

/** The part of Electron's `safeStorage` the adapter uses (structural, so no import of 'electron'). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Uint8Array;
  decryptString(encrypted: Buffer): string;
  getSelectedStorageBackend?: () => string;
}

/**
 * Wraps Electron's `safeStorage`. Call it after the app is ready: before that, Linux reports no
 * encryption. On Linux `basic_text` means no keyring was found and the "encryption" uses a hard-coded
 * password, so it is reported as `basic-text`, not `encrypted`.
 */
export function createSafeStorageCipher(
  safeStorage: SafeStorageLike,
  platform: NodeJS.Platform,
): SecretCipher {
  const backend = (): CipherBackend => {
    if (!safeStorage.isEncryptionAvailable()) return 'unavailable';
    if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text')
      return 'basic-text';
    return 'encrypted';
  };
  return {
    isEncryptionAvailable: () => safeStorage.isEncryptionAvailable(),
    backend,
    encrypt: (text) => new Uint8Array(safeStorage.encryptString(text)),
    decrypt: (bytes) => safeStorage.decryptString(Buffer.from(bytes)),
  };
}
