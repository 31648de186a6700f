import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLisbon } from '../../../../contract/lisbon-time';
import { createGuide } from '../../../../server/testing/fixtures';
import { TestWorld } from '../../../../server/testing/test-app';
import { addDays } from '../../../lib/calendar-days';
import { openPage } from '../../../testing/browser-page';
import { pickDay } from '../../../testing/pick-day';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

/** An approved guide at their dashboard with the Create Session dialog open. */
async function openSessionForm() {
  const guide = await createGuide(world, { name: 'Inês Breath' });
  const client = world.client();
  await client.post('/api/login', { username: guide.username, password: guide.password });
  const page = await openPage(world, '/practitioner-dashboard?tab=sessions', client);
  await page.user.click((await screen.findAllByRole('button', { name: 'Create Session' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Create Session' });
  return { page, dialog, guide };
}

describe('the session form', () => {
  it('says what each field needs when sent empty', async () => {
    const { page, dialog } = await openSessionForm();
    const field = (label: string) => within(dialog).getByLabelText(label);
    await page.user.clear(field('Price'));
    await page.user.type(field('Price'), '0');
    await page.user.clear(field('Capacity'));
    await page.user.type(field('Capacity'), '0');
    await page.user.click(within(dialog).getByRole('button', { name: 'Create Session' }));

    for (const message of [
      'Title is required',
      'Description is required',
      'Location is required',
      'Modality is required',
      'A date is required',
      'Price must be at least €1',
      'Capacity must be at least 1',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
  });

  it('says a price and a capacity left blank are required, and that a session must end after it starts', async () => {
    const { page, dialog } = await openSessionForm();
    const field = (label: string) => within(dialog).getByLabelText(label);
    await page.user.type(field('Title'), 'Breath at the river');
    await page.user.type(field('Description'), 'Slow breathing by the Tagus.');
    await page.user.type(field('Location'), 'Cais do Sodré, Lisbon');
    await page.user.click(within(dialog).getByRole('combobox', { name: 'Modality' }));
    await page.user.click(await screen.findByRole('option', { name: 'Breathwork' }));
    await pickDay(page.user, 'Date', addDays(todayInLisbon(), 3));
    await page.user.clear(field('Price'));
    await page.user.clear(field('Capacity'));
    await page.user.click(within(dialog).getByRole('button', { name: 'Create Session' }));

    expect(await within(dialog).findByText('Price is required')).toBeTruthy();
    expect(within(dialog).getByText('Capacity is required')).toBeTruthy();

    await page.user.type(field('Price'), '25');
    await page.user.type(field('Capacity'), '6');
    await page.user.clear(field('Ends'));
    await page.user.type(field('Ends'), '09:30');
    await page.user.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    expect(await within(dialog).findByText('End time must be after start time')).toBeTruthy();
    expect(within(dialog).queryByText('Price is required')).toBeNull();
  });

  it('creates a session that then appears in the guide’s list', async () => {
    const { page, dialog } = await openSessionForm();
    const field = (label: string) => within(dialog).getByLabelText(label);
    const day = addDays(todayInLisbon(), 5);
    await page.user.type(field('Title'), 'Crystal bowls at dusk');
    await page.user.type(field('Description'), 'Crystal bowls and a long rest.');
    await page.user.type(field('Location'), 'Rua da Graça 12, Lisbon');
    await page.user.click(within(dialog).getByRole('combobox', { name: 'Modality' }));
    await page.user.click(await screen.findByRole('option', { name: 'Sound Healing' }));
    await pickDay(page.user, 'Date', day);
    await page.user.clear(field('Price'));
    await page.user.type(field('Price'), '35');
    await page.user.click(within(dialog).getByRole('button', { name: 'Create Session' }));

    expect(await screen.findByText('Your session has been created.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Create Session' })).toBeNull();
    const row = await screen.findByText('Crystal bowls at dusk');
    expect(row).toBeTruthy();
  });

  it('publishes an online session with its https meeting link, refusing any other', async () => {
    const { page, dialog } = await openSessionForm();
    const field = (label: string) => within(dialog).getByLabelText(label);
    await page.user.type(field('Title'), 'Breath at home');
    await page.user.type(field('Description'), 'Slow breathing together on a call.');
    await page.user.click(within(dialog).getByRole('combobox', { name: 'Modality' }));
    await page.user.click(await screen.findByRole('option', { name: 'Breathwork' }));
    await pickDay(page.user, 'Date', addDays(todayInLisbon(), 6));
    await page.user.click(within(dialog).getByRole('radio', { name: /Online/ }));
    expect(within(dialog).queryByLabelText('Location')).toBeNull();
    await page.user.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    expect(await within(dialog).findByText('A meeting link is required for an online session')).toBeTruthy();

    await page.user.type(field('Meeting link'), 'http://meet.jit.si/breath');
    await page.user.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    expect(await within(dialog).findByText('Enter a meeting link starting with https://')).toBeTruthy();

    await page.user.clear(field('Meeting link'));
    await page.user.type(field('Meeting link'), 'https://meet.jit.si/breath');
    await page.user.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText('Your session has been created.')).toBeTruthy();
    expect(await screen.findByText('Breath at home')).toBeTruthy();
  });
});

/** A photo as a guide picks it from their computer. */
async function photoFile(name: string, background: string): Promise<File> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

describe('the picture of a session', () => {
  it('is uploaded with the form, shown, replaced and removed, and saved with the session', async () => {
    const { page, dialog, guide } = await openSessionForm();
    const field = (label: string) => within(dialog).getByLabelText(label);
    await page.user.type(field('Title'), 'Gong bath by the river');
    await page.user.type(field('Description'), 'Gongs and a long rest.');
    await page.user.type(field('Location'), 'Cais do Sodré, Lisbon');
    await page.user.click(within(dialog).getByRole('combobox', { name: 'Modality' }));
    await page.user.click(await screen.findByRole('option', { name: 'Sound Healing' }));
    await pickDay(page.user, 'Date', addDays(todayInLisbon(), 6));

    // A file that is not an image (dropped past the chooser's filter) is refused before it is sent.
    const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    fireEvent.change(field('Picture (optional)'), {
      target: {
        files: { 0: pdf, length: 1, item: () => pdf, [Symbol.iterator]: [pdf][Symbol.iterator].bind([pdf]) },
      },
    });
    expect(
      await within(dialog).findByText('notes.pdf: Please upload an image (JPEG, PNG, WebP or GIF)'),
    ).toBeTruthy();

    await page.user.upload(field('Picture (optional)'), await photoFile('gongs.png', '#1d6f8a'));
    const preview = await within(dialog).findByRole('img', { name: "The session's picture" });
    const first = preview.getAttribute('src');
    expect(first).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(within(dialog).queryByText(/notes\.pdf/)).toBeNull();

    await page.user.upload(field('Picture (optional)'), await photoFile('river.png', '#c0673f'));
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: "The session's picture" }).getAttribute('src')).not.toBe(
        first,
      ),
    );
    const replaced = within(dialog).getByRole('img', { name: "The session's picture" }).getAttribute('src');
    await page.user.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText('Your session has been created.')).toBeTruthy();

    const own = await world.client().get(`/api/sessions?practitionerId=${guide.id}`);
    expect(own.body.items.map((s: { imageUrl: string }) => s.imageUrl)).toEqual([replaced]);

    // Editing it: the picture is there; removing it and saving leaves the session without one.
    await page.user.click(await screen.findByRole('button', { name: 'Edit Gong bath by the river' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Session' });
    expect(within(edit).getByRole('img', { name: "The session's picture" }).getAttribute('src')).toBe(
      replaced,
    );
    await page.user.click(within(edit).getByRole('button', { name: 'Remove' }));
    expect(within(edit).getByText('Add a picture')).toBeTruthy();
    await page.user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your session has been updated.')).toBeTruthy();
    const after = await world.client().get(`/api/sessions?practitionerId=${guide.id}`);
    expect(after.body.items[0].imageUrl).toBeNull();
  });
});

describe('the description in the other language', () => {
  it('lets the guide write the description in the other language too, labelled by that language', async () => {
    const { page, dialog, guide } = await openSessionForm();
    const field = (label: string) => within(dialog).getByLabelText(label);
    const writtenIn = within(dialog).getByRole('group', { name: 'The description is written in' });
    // The page is in English: so is the first description, until the guide says otherwise.
    expect((within(writtenIn).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(field('Description in Portuguese (optional)')).toBeTruthy();
    await page.user.click(within(writtenIn).getByRole('radio', { name: 'Portuguese' }));
    expect(within(dialog).queryByLabelText('Description in Portuguese (optional)')).toBeNull();
    await page.user.click(within(writtenIn).getByRole('radio', { name: 'English' }));

    await page.user.type(field('Title'), 'Bowls by the river');
    await page.user.type(field('Description'), 'Crystal bowls and a long rest.');
    await page.user.type(
      field('Description in Portuguese (optional)'),
      'Taças de cristal e um longo descanso.',
    );
    await page.user.type(field('Location'), 'Cais do Sodré, Lisbon');
    await page.user.click(within(dialog).getByRole('combobox', { name: 'Modality' }));
    await page.user.click(await screen.findByRole('option', { name: 'Sound Healing' }));
    await pickDay(page.user, 'Date', addDays(todayInLisbon(), 8));
    await page.user.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText('Your session has been created.')).toBeTruthy();

    const listed = (language: string) =>
      world.client().get(`/api/sessions?practitionerId=${guide.id}`, { 'accept-language': language });
    expect((await listed('pt-PT')).body.items[0].description).toBe('Taças de cristal e um longo descanso.');
    expect((await listed('en')).body.items[0].description).toBe('Crystal bowls and a long rest.');
  });
});
