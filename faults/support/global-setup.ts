import { access } from 'node:fs/promises';
import { SERVER_ENTRY } from './luz-server';

/** The fault tests run the built server: say so plainly when it is missing. */
export default async function setup() {
  try {
    await access(SERVER_ENTRY);
  } catch {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` before the fault tests`);
  }
}
