import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createGuide, createReview, createSession, type Guide } from '../../testing/fixtures';
import { TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

async function review(
  guide: Guide,
  rating: number,
  comment: string,
  author: string | null,
  modality = 'Reiki',
) {
  const session = await createSession(world, guide, { startsIn: -hours(30), modality });
  const seeker = await world.createUser({ name: author });
  const booking = await createBooking(world, session, seeker, 'completed');
  return createReview(world, booking, guide.id, rating, comment);
}

describe('GET /api/testimonials', () => {
  it('is empty before anyone has written a five-star review', async () => {
    const res = await world.client().get('/api/testimonials');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('picks three real five-star reviews of different listed guides, the longest first, signed "First L."', async () => {
    const joao = await createGuide(world, { name: 'João Tavares' });
    const marta = await createGuide(world, { name: 'Marta Figueiredo' });
    const lea = await createGuide(world, { name: 'Léa Moreau' });
    const rafael = await createGuide(world, { name: 'Rafael Costa' });
    const hidden = await createGuide(world, { name: 'Hidden Guide', isActive: false });

    const joaoBest = await review(
      joao,
      5,
      'The steadiest presence; I left able to breathe properly again after weeks.',
      'Sofia Almeida',
    );
    await review(joao, 5, 'Calm and kind, thank you.', 'Pedro Santos');
    const martaBest = await review(
      marta,
      5,
      'I fell asleep easily for the first time in months.',
      'maria joão da silva',
      'Sound Healing',
    );
    const leaBest = await review(lea, 5, 'Felt safe throughout.', 'Léa');
    await review(
      rafael,
      4,
      'A four-star review can be as long as it likes and still not be a testimonial on the home page.',
      'Ana Lima',
    );
    await review(
      hidden,
      5,
      'The longest five-star review of them all, but this guide is no longer listed on Luz at all.',
      'Rui Melo',
    );
    await review(
      rafael,
      5,
      'An anonymous seeker with no name on their profile writes the longest one here.',
      null,
    );

    const res = await world.client().get('/api/testimonials');
    expect(res.body).toEqual([
      {
        id: joaoBest.id,
        authorName: 'Sofia A.',
        practitionerId: joao.id,
        practitionerName: 'João Tavares',
        modality: 'Reiki',
        rating: 5,
        comment: joaoBest.comment,
      },
      {
        id: martaBest.id,
        authorName: 'Maria S.',
        practitionerId: marta.id,
        practitionerName: 'Marta Figueiredo',
        modality: 'Sound Healing',
        rating: 5,
        comment: martaBest.comment,
      },
      expect.objectContaining({ id: leaBest.id, authorName: 'Léa', practitionerId: lea.id }),
    ]);
  });
});
