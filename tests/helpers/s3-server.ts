// An S3-compatible server in this process (s3rver): a bucket on a temp folder, the CORS rule of
// deploy/s3-cors.json for the given origins, credentials S3RVER/S3RVER. s3rver knows the access
// key but does not verify SigV4 signatures, so what a link's signature is worth rests on the SDK.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The environment that points Mnemo at this bucket. */
  env: Record<string, string>;
  /** The keys of the objects in the bucket now (ListObjectsV2). */
  objectKeys(): Promise<string[]>;
  close(): Promise<void>;
}

interface CorsRule {
  AllowedOrigins: string[];
  AllowedMethods: string[];
  AllowedHeaders: string[];
  ExposeHeaders: string[];
  MaxAgeSeconds: number;
}

/** The CORS rule operators are told to set (deploy/s3-cors.json), as the XML of PutBucketCors. */
function corsXml(origins: string[]): string {
  const file = path.resolve(import.meta.dirname, '../../deploy/s3-cors.json');
  const [rule] = (JSON.parse(fs.readFileSync(file, 'utf8')) as { CORSRules: CorsRule[] }).CORSRules;
  if (!rule) throw new Error('deploy/s3-cors.json has no rule');
  const tags = (name: string, values: string[]) =>
    values.map((v) => `<${name}>${v}</${name}>`).join('');
  return `<CORSConfiguration><CORSRule>${tags('AllowedOrigin', origins)}${tags('AllowedMethod', rule.AllowedMethods)}${tags('AllowedHeader', rule.AllowedHeaders)}${tags('ExposeHeader', rule.ExposeHeaders)}<MaxAgeSeconds>${rule.MaxAgeSeconds}</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

export async function startTestS3(
  options: { bucket?: string; corsOrigins?: string[] } = {},
): Promise<TestS3> {
  const bucket = options.bucket ?? 'mnemo-test';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [corsXml(options.corsOrigins ?? ['*'])] }],
  });
  const { port } = await server.run();
  let closed = false;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async objectKeys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    async close() {
      if (closed) return;
      closed = true;
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
