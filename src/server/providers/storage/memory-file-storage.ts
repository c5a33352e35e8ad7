import { assertValidStorageKey, type FileStorage } from "./file-storage";

/** Files kept in memory, for tests; the same key rules as the real stores. */
export function createMemoryFileStorage(): FileStorage {
  const objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    // Each check runs inside the promise, so that a bad key is a rejection, as with the real stores.
    put: (key, bytes, contentType) =>
      Promise.resolve().then(() => {
        assertValidStorageKey(key);
        objects.set(key, { bytes: new Uint8Array(bytes), contentType });
      }),
    get: (key) =>
      Promise.resolve().then(() => {
        assertValidStorageKey(key);
        const found = objects.get(key);
        return found && { bytes: new Uint8Array(found.bytes), contentType: found.contentType };
      }),
    delete: (key) =>
      Promise.resolve().then(() => {
        assertValidStorageKey(key);
        objects.delete(key);
      }),
  };
}
