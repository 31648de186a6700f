import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openEmbeddedDatabase } from '../db/connection';
import { migrateEmbedded, migrateServer, underStartUpLock } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite database that every test file starts from. */
    pgliteTemplatePath: string;
    /** A migrated, empty database on the PostgreSQL server that test files copy, when TEST_DATABASE_URL is set. */
    postgresTemplateDatabase: string | null;
  }
}

export default async function setup(project: TestProject) {
  const embedded = await openEmbeddedDatabase();
  await migrateEmbedded(embedded.client);
  const dump = await embedded.client.dumpDataDir('none');
  await embedded.close();
  const templatePath = join(tmpdir(), `luz-test-template-${process.pid}.tar`);
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let templateDatabase: string | null = null;
  if (serverUrl) {
    templateDatabase = `luz_template_${process.pid}`;
    await withAdminClient(serverUrl, async (client) => {
      await client.query(`drop database if exists ${templateDatabase}`);
      await client.query(`create database ${templateDatabase}`);
    });
    await underStartUpLock(databaseUrlFor(serverUrl, templateDatabase), migrateServer);
  }
  project.provide('postgresTemplateDatabase', templateDatabase);

  return async () => {
    if (serverUrl && templateDatabase) {
      await withAdminClient(serverUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          `select datname from pg_database where datname like $1`,
          [`${templateDatabase}_f_%`],
        );
        for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
        await client.query(`drop database if exists ${templateDatabase} with (force)`);
      });
    }
  };
}

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
