import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationInput, uniqueTag } from '../../../../server/testing/fixtures';
import { approvedThroughApplication } from '../../../../server/testing/guide-flow';
import { type TestClient, TestWorld } from '../../../../server/testing/test-app';
import { openPage } from '../../../testing/browser-page';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

const BIO_PT =
  'Sessões de Reiki calmas e serenas num estúdio tranquilo da Graça, para quem precisa de descanso.';

describe('a guide’s bio in both languages, from the Portuguese profile form', () => {
  it('asks which language the bio is in and offers the other one, labelled by it, refusing one too short', async () => {
    const guide = await approvedThroughApplication(world, admin, `Inês ${uniqueTag()}`);
    const page = await openPage(world, '/pt/practitioner-dashboard', guide.client);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Configure o seu perfil de terapeuta' },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    const writtenIn = screen.getByRole('group', { name: 'A sua biografia está escrita em' });
    // On a Portuguese page the bio is taken as Portuguese until the guide says otherwise.
    expect((within(writtenIn).getByRole('radio', { name: 'Português' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByLabelText('Biografia em inglês (opcional)')).toBeTruthy();

    // The application's bio is in English: the guide says so, and writes their own Portuguese one.
    await page.user.click(within(writtenIn).getByRole('radio', { name: 'Inglês' }));
    expect(screen.queryByLabelText('Biografia em inglês (opcional)')).toBeNull();
    const second = screen.getByLabelText('Biografia em português (opcional)');
    await page.user.type(second, 'Curta.');
    await page.user.selectOptions(screen.getByLabelText('Zona'), 'Graça');
    await page.user.click(screen.getByRole('button', { name: 'Guardar e ir para o meu painel' }));
    expect(await screen.findByText('Biografia na outra língua: pelo menos 50 caracteres')).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBe('true');

    await page.user.clear(second);
    await page.user.type(second, BIO_PT);
    await page.user.click(screen.getByRole('button', { name: 'Guardar e ir para o meu painel' }));
    expect(await screen.findByText('Perfil guardado', {}, { timeout: 10_000 })).toBeTruthy();

    const bioFor = async (language: string) =>
      (await world.client().get(`/api/practitioners/${guide.user.id}`, { 'accept-language': language })).body
        .profile;
    expect(await bioFor('pt-PT')).toMatchObject({ bio: BIO_PT, bioLocale: 'pt-PT' });
    expect((await bioFor('en')).bio).toContain(applicationInput().bio);
    expect((await bioFor('en')).bioLocale).toBe('en');
  });
});
