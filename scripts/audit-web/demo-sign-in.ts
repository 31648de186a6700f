/** The demo accounts of the README, one per role. */
export const DEMO_ACCOUNTS = {
  seeker: { username: 'sofia', password: 'luz-seeker-demo' },
  guide: { username: 'marta', password: 'luz-guide-demo' },
  admin: { username: 'admin', password: 'luz-admin-demo' },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/** Signs a demo account in through the API, as the sign-in form does, and returns its session cookie (`name=value`). */
export async function signInCookie(baseUrl: string, role: DemoRole): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS[role]),
  });
  if (!response.ok)
    throw new Error(`Signing in as ${DEMO_ACCOUNTS[role].username} answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.includes('='));
  if (!cookie) throw new Error(`Signing in as ${DEMO_ACCOUNTS[role].username} set no cookie`);
  return cookie;
}
