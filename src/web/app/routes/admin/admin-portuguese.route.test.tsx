import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../../contract/date-formats';
import { applicationInput, uniqueTag } from '../../../../server/testing/fixtures';
import { type TestClient, TestWorld } from '../../../../server/testing/test-app';
import { openPage } from '../../../testing/browser-page';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

describe('the admin panel in Portuguese', () => {
  it('lists a guide application with a Portuguese date and approves it', async () => {
    const fullName = `Marta ${uniqueTag()}`;
    const guide = await world.signedIn({ role: 'practitioner', isApproved: false, name: null });
    const applied = await guide.client.post('/api/guide-application', applicationInput({ fullName }));
    expect(applied.status).toBe(201);

    const page = await openPage(world, '/pt/admin?tab=applications', admin);
    // The screen's code arrives lazily: on a busy machine that takes a while.
    expect(
      await screen.findByRole('heading', { name: 'Painel de administração' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Candidaturas/ })).toBeTruthy();
    await page.user.type(await screen.findByLabelText('Pesquisar candidaturas'), `${fullName}{Enter}`);
    const table = await screen.findByRole(
      'table',
      { name: 'Candidaturas de terapeutas' },
      { timeout: 10_000 },
    );
    const row = (await within(table).findByText(fullName)).closest('tr') as HTMLElement;
    expect(within(row).getByText(formatDate(applied.body.createdAt, 'admin', 'pt-PT'))).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Data da candidatura' })).toBeTruthy();

    await page.user.click(
      within(row).getByRole('button', { name: `Ver detalhes da candidatura de ${fullName}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: fullName });
    expect(await within(dialog).findByText('Candidato(a)', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(dialog).getByText('Preço por sessão')).toBeTruthy();
    await page.user.click(within(dialog).getByRole('button', { name: 'Aprovar candidatura' }));

    expect(await screen.findByText('Estado da candidatura atualizado', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(`${fullName} foi aprovado(a).`)).toBeTruthy();
    const mine = await guide.client.get('/api/guide-application');
    expect(mine.body.status).toBe('approved');
  });
});
