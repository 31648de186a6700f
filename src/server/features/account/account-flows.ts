import { expect } from 'vitest';
import { lisbonDate } from '../../../contract/lisbon-time';
import { holdSpot, payHold } from '../../testing/booking-fixtures';
import { applicationInput, uniqueTag } from '../../testing/fixtures';
import type { TestClient, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

/** People made the way people join Luz: through the API's sign-up, application, approval and checkout. */

export const PASSWORD = 'a-good-long-password';

export interface Member {
  id: number;
  username: string;
  email: string;
  name: string;
  client: TestClient;
}

export async function signUp(
  world: TestWorld,
  role: 'student' | 'practitioner',
  name: string,
): Promise<Member> {
  const username = `${role === 'student' ? 'seeker' : 'guide'}_${uniqueTag()}`;
  const email = `${username}@example.com`;
  const client = world.client();
  const res = await client.post('/api/register', { username, email, password: PASSWORD, role, name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id, username, email, name, client };
}

/** A guide who applied and whom an admin approved. */
export async function approvedGuide(world: TestWorld, admin: TestClient, name: string): Promise<Member> {
  const guide = await signUp(world, 'practitioner', name);
  const applied = await guide.client.post(
    '/api/guide-application',
    applicationInput({ fullName: name, email: guide.email }),
  );
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const approved = await admin.patch(`/api/admin/guide-applications/${applied.body.id}`, {
    status: 'approved',
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return guide;
}

let day = 0;

/** A session the guide publishes `daysAhead` days from the world's clock (a day no other takes). */
export async function publish(
  world: TestWorld,
  guide: Member,
  daysAhead: number,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; title: string }> {
  const date = lisbonDate(new Date(world.clock.now().getTime() + hours(24 * daysAhead) + hours(++day)));
  const title = `Sound bath ${uniqueTag()}`;
  const res = await guide.client.post('/api/sessions', {
    title,
    description: 'Gongs, bowls and a long rest.',
    location: 'Rua da Graça 12, Lisbon',
    modality: 'Sound Healing',
    sessionDate: date,
    startTime: '19:00',
    endTime: '20:00',
    price: 3500,
    capacity: 6,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const created = Array.isArray(res.body) ? res.body[0] : res.body;
  return { id: created.id, title };
}

/** The seeker books and pays a spot; the booking's id. */
export async function bookAndPay(seeker: Member, sessionId: number, notes?: string): Promise<number> {
  const hold = await holdSpot(seeker.client, sessionId, notes);
  await payHold(seeker.client, hold);
  return hold.bookingId;
}

export async function adminClient(world: TestWorld): Promise<TestClient> {
  return (await world.signedIn({ role: 'admin' })).client;
}
