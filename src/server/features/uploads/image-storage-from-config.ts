import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { DatabaseImageStorage, type ImageStorage } from './image-storage';
import { S3ImageStorage, s3ClientFrom } from './s3-image-storage';

/** The bucket when S3_BUCKET is set, the database otherwise. */
export function imageStorageFrom(config: Pick<Config, 's3'>, db: Db, clock: Clock): ImageStorage {
  if (config.s3) return new S3ImageStorage(s3ClientFrom(config.s3), config.s3.bucket);
  return new DatabaseImageStorage(db, clock);
}
