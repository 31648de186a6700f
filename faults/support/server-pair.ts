import { LuzServer } from './luz-server';

/**
 * Two Luz processes on one PostgreSQL database and no balancer in front: the caller alternates
 * between them. They start together, so their migrations also meet at the advisory lock.
 */
export async function startServerPair(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<[LuzServer, LuzServer]> {
  const [first, second] = await Promise.allSettled([
    LuzServer.start({ name: 'Luz A', databaseUrl, env }),
    LuzServer.start({ name: 'Luz B', databaseUrl, env }),
  ]);
  if (first.status === 'rejected' || second.status === 'rejected') {
    if (first.status === 'fulfilled') await first.value.dispose();
    if (second.status === 'fulfilled') await second.value.dispose();
    throw first.status === 'rejected' ? first.reason : (second as PromiseRejectedResult).reason;
  }
  return [first.value, second.value];
}

/** The process the `n`-th request goes to. */
export function alternate<T>(servers: readonly T[], n: number): T {
  return servers[n % servers.length]!;
}

/**
 * Stops every process with SIGTERM, which waits for the emails still being sent in the background,
 * then starts them again: afterwards the outboxes hold every email the earlier requests caused.
 */
export async function restartGracefully(servers: readonly LuzServer[]): Promise<void> {
  const codes = await Promise.all(servers.map((server) => server.stop()));
  if (codes.some((code) => code !== 0))
    throw new Error(`A server exited with ${codes.join(', ')} on SIGTERM`);
  await Promise.all(servers.map((server) => server.restart()));
}
