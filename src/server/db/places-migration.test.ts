import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../project-paths';
import { createGuide } from '../testing/fixtures';
import { TestWorld } from '../testing/test-app';
import { guideApplications, profiles } from './schema';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

/** The data part of the places migration (decision 046), run again on rows as they were left before it. */
async function movePlacesOntoTheList(): Promise<void> {
  const file = (await readdir(MIGRATIONS_DIR)).find((name) => name.endsWith('_guide_places.sql'))!;
  const statements = (await readFile(join(MIGRATIONS_DIR, file), 'utf8')).split('--> statement-breakpoint');
  const first = statements.findIndex((statement) => statement.includes('CREATE TEMPORARY TABLE'));
  for (const statement of statements.slice(first)) await world.db.execute(sql.raw(statement));
}

/** A guide's place as free text, the way it was stored before the list. */
async function storedBefore(place: { neighbourhood: string | null; city: string }) {
  const guide = await createGuide(world);
  await world.db.update(profiles).set(place).where(eq(profiles.userId, guide.id));
  return guide.id;
}

const placeOf = async (userId: number) => {
  const [row] = await world.db
    .select({ neighbourhood: profiles.neighbourhood, city: profiles.city, searchText: profiles.searchText })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
};

describe('the move of free-text places onto the list', () => {
  it("takes a guide's neighbourhood in any spelling, or a city that is a place, with its town", async () => {
    const belem = await storedBefore({ neighbourhood: ' belem ', city: 'Lisboa' });
    const estoril = await storedBefore({ neighbourhood: 'ESTORIL', city: 'Lisbon' });
    const sintra = await storedBefore({ neighbourhood: null, city: 'Sintra' });
    const lisboa = await storedBefore({ neighbourhood: '', city: 'lisboa' });
    const unknown = await storedBefore({ neighbourhood: 'Marquês de Pombal', city: 'Lisbon' });
    const porto = await storedBefore({ neighbourhood: null, city: 'Porto' });
    const seeker = await world.createUser();
    await world.db.update(profiles).set({ city: 'Cascais' }).where(eq(profiles.userId, seeker.id));

    await movePlacesOntoTheList();

    expect(await placeOf(belem)).toMatchObject({ neighbourhood: 'Belém', city: 'Lisbon' });
    expect(await placeOf(estoril)).toMatchObject({ neighbourhood: 'Estoril', city: 'Cascais' });
    expect(await placeOf(sintra)).toMatchObject({ neighbourhood: 'Sintra', city: 'Sintra' });
    expect(await placeOf(lisboa)).toMatchObject({ neighbourhood: null, city: 'Lisbon' });
    // Not guessed: kept as written, still searchable, in no area until the guide chooses.
    expect(await placeOf(unknown)).toMatchObject({ neighbourhood: 'Marquês de Pombal', city: 'Lisbon' });
    expect((await placeOf(unknown))!.searchText).toContain('marques de pombal lisbon');
    expect(await placeOf(porto)).toMatchObject({ neighbourhood: null, city: 'Porto' });
    // A seeker's city is their own.
    expect(await placeOf(seeker.id)).toMatchObject({ neighbourhood: null, city: 'Cascais' });
    expect((await placeOf(estoril))!.searchText).toContain('estoril cascais');
  });

  it('gives an application whose city is a place that place, and keeps any other city', async () => {
    const applicant = await world.createUser({ role: 'practitioner', isApproved: false });
    const application = (city: string) => ({
      userId: applicant.id,
      fullName: 'Old Form',
      email: applicant.email,
      city,
      category: 'Reiki',
      subcategory: 'Usui',
      bio: 'Short',
      certification1Name: 'Usui',
      certification1Url: 'https://example.com/c',
      sessionFormat: '1:1 In-Person',
      pricePerSession: 5000,
      status: 'rejected' as const,
    });
    const rows = await world.db
      .insert(guideApplications)
      .values([application('cascais'), application('Lisboa'), application('Porto')])
      .returning({ id: guideApplications.id });

    await movePlacesOntoTheList();

    const stored = await Promise.all(
      rows.map(async ({ id }) => {
        const [row] = await world.db
          .select({ neighbourhood: guideApplications.neighbourhood, city: guideApplications.city })
          .from(guideApplications)
          .where(eq(guideApplications.id, id));
        return row;
      }),
    );
    expect(stored).toEqual([
      { neighbourhood: 'Cascais', city: 'Cascais' },
      { neighbourhood: null, city: 'Lisbon' },
      { neighbourhood: null, city: 'Porto' },
    ]);
  });
});
