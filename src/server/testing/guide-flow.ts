import { expect } from 'vitest';
import { lisbonDate } from '../../contract/lisbon-time';
import { applicationInput } from './fixtures';
import type { CreatedUser, TestClient, TestWorld } from './test-app';

export interface GuideThroughApplication {
  user: CreatedUser;
  client: TestClient;
  /** The name on the guide's public profile, from the application. */
  name: string;
}

/** A guide who signed up, applied, and whom an admin approved: the whole way, through the API. */
export async function approvedThroughApplication(
  world: TestWorld,
  admin: TestClient,
  fullName = 'Rita Sousa',
): Promise<GuideThroughApplication> {
  const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: false, name: null });
  const applied = await client.post('/api/guide-application', applicationInput({ fullName }));
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const approved = await admin.patch(`/api/admin/guide-applications/${applied.body.id}`, {
    status: 'approved',
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return { user, client, name: fullName };
}

/** Publishes one session as the guide would, `daysAhead` days from the world's today; returns its id. */
export async function publishSession(
  world: TestWorld,
  guide: TestClient,
  spec: { daysAhead: number; title?: string; price?: number; capacity?: number; startTime?: string },
): Promise<number> {
  const day = lisbonDate(new Date(world.clock.now().getTime() + spec.daysAhead * 24 * 3600_000));
  const start = spec.startTime ?? '19:00';
  const res = await guide.post('/api/sessions', {
    title: spec.title ?? 'Full moon sound bath',
    description: 'Gongs, bowls and a long rest.',
    location: 'Rua da Graça 12, Lisbon',
    modality: 'Reiki',
    sessionDate: day,
    startTime: start,
    endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:30`,
    price: spec.price ?? 3500,
    capacity: spec.capacity ?? 6,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body[0].id as number;
}
