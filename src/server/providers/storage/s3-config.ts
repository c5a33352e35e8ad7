/** An S3-compatible bucket and the keys that sign requests to it (S3_ENDPOINT and the like). */
export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}
