import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { type ImageStorage, isImageName, type StoredImage } from './image-storage';

type Sdk = typeof S3Sdk;

/** Where in the bucket the images go, so the bucket may hold other things too. */
const KEY_PREFIX = 'uploads/';

/** A request to the store that takes longer than this is given up (and the SDK tries it again). */
const REQUEST_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 3_000;

/** A DeleteObjects request names at most this many keys. */
const DELETE_BATCH = 1000;

/**
 * The storage of the bucket `config` names. The SDK is loaded only here, when a bucket is
 * configured: it is slow to load, and a start without S3 need not wait for it.
 */
export async function openS3ImageStorage(config: S3Config): Promise<S3ImageStorage> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers refuse or mishandle the
    // checksums the SDK otherwise adds to every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: CONNECT_TIMEOUT_MS },
  });
  return new S3ImageStorage(sdk, client, config.bucket);
}

/**
 * Images as objects of an S3 bucket (AWS or any S3-compatible store), under `uploads/{name}`. Luz
 * reads them from the bucket and serves them itself, so the bucket stays private and pages load
 * images from Luz's own address.
 */
export class S3ImageStorage implements ImageStorage {
  constructor(
    private readonly sdk: Sdk,
    private readonly client: S3Sdk.S3Client,
    private readonly bucket: string,
  ) {}

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    if (!isImageName(name)) throw new Error(`Not an image name: ${name}`);
    // Writing the same name again writes the same bytes, and renews the object's date for the sweep.
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: KEY_PREFIX + name,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(name: string): Promise<StoredImage | null> {
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: KEY_PREFIX + name }),
      );
      if (!object.Body) return null;
      return {
        bytes: Buffer.from(await object.Body.transformToByteArray()),
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (
        error instanceof this.sdk.S3ServiceException &&
        (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
      ) {
        return null;
      }
      throw error;
    }
  }

  async *storedBefore(cutoff: Date): AsyncIterable<string[]> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: KEY_PREFIX,
          ContinuationToken: token,
        }),
      );
      const names = (page.Contents ?? [])
        .filter((object) => object.LastModified && object.LastModified < cutoff)
        .map((object) => (object.Key ?? '').slice(KEY_PREFIX.length))
        .filter(isImageName);
      if (names.length > 0) yield names;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * S3 cannot delete on condition of an object's date, so an image uploaded again in the moment
   * between the sweep's listing and this delete goes; the grace period makes that a picture nobody
   * had used for a day.
   */
  async delete(names: readonly string[]): Promise<number> {
    let deleted = 0;
    for (let at = 0; at < names.length; at += DELETE_BATCH) {
      const batch = names.slice(at, at + DELETE_BATCH);
      const answer = await this.client.send(
        new this.sdk.DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((name) => ({ Key: KEY_PREFIX + name })), Quiet: true },
        }),
      );
      if (answer.Errors?.length) {
        const first = answer.Errors[0]!;
        throw new Error(
          `S3 refused to delete ${answer.Errors.length} images: ${first.Code} ${first.Message}`,
        );
      }
      deleted += batch.length;
    }
    return deleted;
  }
}
