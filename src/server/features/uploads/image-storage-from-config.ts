import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { DatabaseImageStorage, type ImageStorage } from './image-storage';
import { openS3ImageStorage } from './s3-image-storage';

/** The bucket when S3_BUCKET is set, the database otherwise. */
export async function imageStorageFrom(
  config: Pick<Config, 's3'>,
  db: Db,
  clock: Clock,
): Promise<ImageStorage> {
  if (config.s3) return openS3ImageStorage(config.s3);
  return new DatabaseImageStorage(db, clock);
}
