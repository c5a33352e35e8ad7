import path from "node:path";
import type { S3StorageConfig } from "./s3-config";
import type { FileStorage } from "./file-storage";
import { createLocalFileStorage } from "./local-file-storage";
import { createS3FileStorage } from "./s3-file-storage";

/** An S3-compatible bucket when the STORAGE_S3_* settings are given, otherwise the folder DATA_DIR/files. */
export function createFileStorage(config: { storageS3: S3StorageConfig | undefined; dataDir: string }): FileStorage {
  return config.storageS3
    ? createS3FileStorage(config.storageS3)
    : createLocalFileStorage(path.join(config.dataDir, "files"));
}
