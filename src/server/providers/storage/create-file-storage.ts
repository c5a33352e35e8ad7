import path from "node:path";
import type { Config } from "../../config";
import type { FileStorage } from "./file-storage";
import { createLocalFileStorage } from "./local-file-storage";
import { createS3FileStorage } from "./s3-file-storage";

/** An S3-compatible bucket when the STORAGE_S3_* settings are given, otherwise the folder DATA_DIR/files. */
export function createFileStorage(config: Config): FileStorage {
  return config.storageS3
    ? createS3FileStorage(config.storageS3)
    : createLocalFileStorage(path.join(config.dataDir, "files"));
}
