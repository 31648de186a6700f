import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The calendar's button to the next month, in each language. */
const NEXT_MONTH: Record<Locale, RegExp> = { en: /next month/i, 'pt-PT': /próximo mês/i };

/**
 * Picks a Lisbon day (yyyy-MM-dd) in one of the app's date pickers, as a person does: opens the calendar from the
 * field's button, moves on a month at a time until the day is shown, and clicks it. The calendar speaks the
 * page's language.
 */
export async function pickDay(
  user: UserEvent,
  fieldLabel: string,
  day: string,
  locale: Locale = 'en',
): Promise<void> {
  await user.click(screen.getByRole('button', { name: fieldLabel }));
  const calendar = await screen.findByRole('dialog', { name: fieldLabel });
  const dayName = new RegExp(formatDay(day, 'long', locale));
  for (let month = 0; month < 12; month++) {
    const button = within(calendar).queryByRole('button', { name: dayName });
    if (button) {
      await user.click(button);
      return;
    }
    await user.click(within(calendar).getByRole('button', { name: NEXT_MONTH[locale] }));
  }
  throw new Error(`The calendar of ${fieldLabel} never showed ${day}`);
}
