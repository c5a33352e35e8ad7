/**
 * Where uploaded and generated files are kept: a folder under DATA_DIR, an
 * S3-compatible bucket, or memory in tests. Every stored file also has a row
 * in the `files` table, which is what the app trusts for its content type and
 * owner (see src/server/files/).
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | undefined>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

// Each segment starts with a letter or digit: no `.`, `..` or hidden names (the local store's temporary files).
const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;
const MAX_KEY_LENGTH = 200;

/** A key is lowercase letters, digits and `/_.-`, each segment starting with a letter or digit (so no `..` and no leading slash). */
export function isValidStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
}
