import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertValidStorageKey, type FileStorage } from "./file-storage";

/**
 * Files in a folder (DATA_DIR/files by default). Each file holds its content
 * type on a first line, then the bytes, so that the two are written together:
 * into a temporary file first, then renamed into place (a reader never sees
 * half a file).
 */
export function createLocalFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertValidStorageKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, bytes, contentType) {
      if (/[\r\n]/.test(contentType)) throw new Error("Invalid content type");
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(path.dirname(file), `.tmp-${randomBytes(8).toString("hex")}`);
      try {
        await writeFile(temp, Buffer.concat([Buffer.from(`${contentType}\n`, "utf8"), bytes]), { mode: 0o600 });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      let data: Buffer;
      try {
        data = await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
      const newline = data.indexOf(0x0a);
      if (newline < 0) throw new Error(`Stored file ${key} has no content type line`);
      return {
        contentType: data.subarray(0, newline).toString("utf8"),
        bytes: new Uint8Array(data.subarray(newline + 1)),
      };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
