import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { DiskBlobStore } from './disk-blob-store';
import { S3BlobStore } from './s3-blob-store';

/** The configured store: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function createBlobStore(config: Config): BlobStore {
  if (!config.s3) return new DiskBlobStore(config.filesDir);
  return new S3BlobStore({
    bucket: config.s3.bucket,
    endpoint: config.s3.endpoint,
    publicEndpoint: config.s3.publicEndpoint,
    region: config.s3.region,
    credentials: config.s3.credentials,
    forcePathStyle: config.s3.forcePathStyle,
    keyPrefix: config.s3.keyPrefix,
  });
}

/** Whether file links go straight to the store (presigned S3 GETs). */
export function usesDirectLinks(config: Config, blobs: BlobStore): boolean {
  return config.s3?.contentLinks === 'presigned' && typeof blobs.directLink === 'function';
}
