import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestWorld } from '../../../../server/testing/test-app';
import { type BrowserPage, openPage } from '../../../testing/browser-page';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

/** A guide who has just registered, at the application wizard. */
async function openWizard() {
  const { client } = await world.signedIn({ role: 'practitioner', name: 'Rita Sousa' });
  const page = await openPage(world, '/onboarding/guide', client);
  await screen.findByRole('heading', { name: 'Personal info' });
  return page;
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const next = (page: BrowserPage) => page.user.click(screen.getByRole('button', { name: 'Continue' }));

async function choose(page: BrowserPage, label: string, option: string) {
  await page.user.click(screen.getByRole('combobox', { name: label }));
  await page.user.click(await screen.findByRole('option', { name: option }));
}

describe('the guide application wizard', () => {
  it('starts from the account and holds a step back until its answers are right', async () => {
    const page = await openWizard();
    expect((field('Full name') as HTMLInputElement).value).toBe('Rita Sousa');

    await page.user.clear(field('Full name'));
    await page.user.clear(field('Email'));
    await page.user.type(field('Email'), 'rita@');
    await next(page);

    expect(await screen.findByText('Validation error')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields correctly before proceeding.')).toBeTruthy();
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Personal info' })).toBeTruthy();

    // A message goes as soon as its answer is put right.
    await page.user.type(field('Full name'), 'Rita Sousa');
    expect(screen.queryByText('Full name is required')).toBeNull();
  });

  it('says what each later step needs', async () => {
    const page = await openWizard();
    await page.user.clear(field('Email'));
    await page.user.type(field('Email'), 'rita@example.com');
    await next(page);

    await screen.findByRole('heading', { name: 'Practice details' });
    await page.user.type(field('Bio'), 'Too short');
    await next(page);
    expect(await screen.findByText('Please select a category')).toBeTruthy();
    expect(screen.getByText('Subcategory is required')).toBeTruthy();
    expect(screen.getByText('Bio must be at least 20 characters')).toBeTruthy();
    expect(screen.getByText('Please describe your approach')).toBeTruthy();
  });

  it('goes through the five steps, back and forth, and sends an application that waits for review', async () => {
    const page = await openWizard();
    await page.user.clear(field('Email'));
    await page.user.type(field('Email'), 'rita.sousa@example.com');
    await next(page);

    await screen.findByRole('heading', { name: 'Practice details' });
    await choose(page, 'Category', 'Reiki');
    await page.user.type(field('Subcategory'), 'Usui Reiki');
    await page.user.type(field('Bio'), 'I hold calm, grounded Reiki sessions in Graça.');
    await page.user.type(field('Your unique approach'), 'Every session ends with tea and a quiet talk.');
    await next(page);

    await screen.findByRole('heading', { name: 'Credentials' });
    await page.user.type(field('Certification name'), 'Usui Reiki Level II');
    await page.user.type(field('Certification link'), 'not a link');
    await choose(page, 'Experience level', '3-5 years');
    await next(page);
    expect(await screen.findByText('Enter a web address starting with http:// or https://')).toBeTruthy();
    await page.user.clear(field('Certification link'));
    await page.user.type(field('Certification link'), 'https://certs.example.com/rita');
    // Putting an answer right keeps the focus in its field while its message goes.
    expect(document.activeElement).toBe(field('Certification link'));
    await next(page);

    await screen.findByRole('heading', { name: 'Location details' });
    await page.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText('Certification name')) as HTMLInputElement).value).toBe(
      'Usui Reiki Level II',
    );
    await next(page);

    await screen.findByRole('heading', { name: 'Location details' });
    await next(page);
    expect(await screen.findByText('Please choose your neighbourhood')).toBeTruthy();
    await page.user.selectOptions(field('Neighbourhood'), 'Alfama');
    await choose(page, 'Session location', 'Other');
    await page.user.click(screen.getByRole('checkbox', { name: 'Portuguese' }));
    await next(page);
    expect(await screen.findByText('Please tell us where you hold your sessions')).toBeTruthy();
    await page.user.type(field('Other location'), 'Parks around Monsanto');
    await next(page);

    await screen.findByRole('heading', { name: 'Final details' });
    await choose(page, 'Session format', '1:1 In-Person');
    await page.user.type(field('Price per session'), '65');
    await page.user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for applying!' })).toBeTruthy();
    await page.user.click(screen.getByRole('link', { name: 'See your application status' }));
    expect(await screen.findByRole('heading', { name: 'Application Submitted' })).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
  });

  it('names the places of sessions and the languages in Portuguese on a Portuguese page', async () => {
    const { client } = await world.signedIn({ role: 'practitioner', name: 'Rita Sousa' });
    const page = await openPage(world, '/pt/guide-application', client);
    const languages = await screen.findByRole('group', { name: 'Línguas faladas' }, { timeout: 10_000 });
    expect(within(languages).getByRole('checkbox', { name: 'Inglês' })).toBeTruthy();
    expect(within(languages).queryByRole('checkbox', { name: 'Portuguese' })).toBeNull();
    await page.user.click(within(languages).getByRole('checkbox', { name: 'Português' }));

    await page.user.click(screen.getByRole('combobox', { name: 'Local das sessões' }));
    expect(await screen.findByRole('option', { name: 'O seu estúdio/consultório' })).toBeTruthy();
    await page.user.click(screen.getByRole('option', { name: 'Espaço público' }));
    expect(screen.getByRole('combobox', { name: 'Local das sessões' }).textContent).toBe('Espaço público');
  });
});
