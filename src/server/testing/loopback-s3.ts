import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config';

/** A real S3-compatible server (s3rver) on 127.0.0.1 with one bucket, keeping its objects in a temporary folder. */
export class LoopbackS3Server {
  private server: S3rver | undefined;
  private dir = '';

  constructor(readonly bucket = 'luz-images') {}

  /** Starts the server; answers the settings that reach it, as S3_* would give them. */
  async start(): Promise<S3Config> {
    this.dir = await mkdtemp(join(tmpdir(), 'luz-test-s3-'));
    this.server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: this.dir,
      configureBuckets: [{ name: this.bucket }],
    });
    const { port } = await this.server.run();
    return {
      bucket: this.bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's own key pair.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    };
  }

  async stop(): Promise<void> {
    await this.server?.close();
    await rm(this.dir, { recursive: true, force: true });
  }
}
