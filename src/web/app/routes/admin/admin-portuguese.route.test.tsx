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

  it('shows the audit log in Portuguese, with an action’s code kept under its name', async () => {
    const seeker = await world.signedIn();
    const off = await admin.patch(`/api/admin/users/${seeker.user.id}`, { isActive: false });
    expect(off.status).toBe(200);

    const page = await openPage(world, '/pt/admin?tab=audit-log', admin);
    const target = await screen.findByLabelText('Alvo', {}, { timeout: 15_000 });
    expect(within(target).getByRole('option', { name: 'Candidaturas de terapeutas' })).toBeTruthy();
    await page.user.selectOptions(target, 'Utilizadores');
    await page.user.type(
      screen.getByLabelText('Pesquisar no registo de auditoria'),
      'user.deactivate{Enter}',
    );

    const table = await screen.findByRole('table', { name: 'Registo de auditoria' }, { timeout: 10_000 });
    const tag = await within(table).findByText(`Utilizador n.º ${seeker.user.id}`, {}, { timeout: 10_000 });
    const row = tag.closest('tr') as HTMLElement;
    expect(within(row).getByText('Desativou utilizador')).toBeTruthy();
    expect(within(row).getByText('user.deactivate')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Ação' })).toBeTruthy();
    expect(screen.getByText(/^A mostrar 1–\d+ de \d+ registos?$/)).toBeTruthy();

    await page.user.click(
      within(row).getByRole('button', { name: /^Mostrar as alterações de Desativou utilizador, / }),
    );
    // The detail shows in the table and in the phone's cards alike.
    const [changes] = await screen.findAllByRole('table', { name: /^Alterações de Desativou utilizador, / });
    expect(within(changes!).getByRole('columnheader', { name: 'Antes' })).toBeTruthy();
    expect(within(changes!).getAllByText('Sim').length).toBeGreaterThan(0);
  });
});
