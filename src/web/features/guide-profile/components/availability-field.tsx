import { AVAILABILITY_SLOTS, WEEKDAYS } from '@contract/catalog';
import { Check } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { toggleSlot, type WeeklyAvailability } from '../profile-form';
import type { ProfileFormApi } from './profile-form-api';

const capitalised = (day: string) => `${day[0]?.toUpperCase() ?? ''}${day.slice(1)}`;

/** "Morning (8am-12pm)" as a name and its hours. */
function slotParts(label: string): { name: string; hours: string } {
  const match = /^(.*?)\s*\((.*)\)$/.exec(label);
  return match ? { name: match[1] ?? label, hours: match[2] ?? '' } : { name: label, hours: '' };
}

/** Monday to Sunday × Morning, Afternoon, Evening: toggle buttons, each read out as "Monday Morning, on". */
export function AvailabilityField({ form }: { form: ProfileFormApi }) {
  return (
    <Controller
      control={form.control}
      name="availability"
      render={({ field }) => {
        const availability = (field.value ?? {}) as WeeklyAvailability;
        return (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[20rem] border-separate border-spacing-1.5 sm:border-spacing-2">
              <caption className="sr-only">Your usual weekly availability</caption>
              <thead>
                <tr>
                  <th scope="col" className="w-24 text-left text-sm font-medium text-ink-muted sm:w-32">
                    <span className="sr-only">Day</span>
                  </th>
                  {AVAILABILITY_SLOTS.map((slot) => {
                    const { name, hours } = slotParts(slot.label);
                    return (
                      <th key={slot.id} scope="col" className="text-center font-normal">
                        <span className="block text-sm font-semibold text-ink">{name}</span>
                        <span className="block text-xs text-ink-muted">{hours}</span>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {WEEKDAYS.map((day) => (
                  <tr key={day}>
                    <th scope="row" className="pr-1 text-left text-sm font-medium text-ink">
                      <span className="sm:hidden">{capitalised(day).slice(0, 3)}</span>
                      <span className="hidden sm:inline">{capitalised(day)}</span>
                    </th>
                    {AVAILABILITY_SLOTS.map((slot) => {
                      const on = availability[day]?.includes(slot.id) ?? false;
                      const { name } = slotParts(slot.label);
                      return (
                        <td key={slot.id} className="p-0">
                          <button
                            type="button"
                            aria-pressed={on}
                            aria-label={`${capitalised(day)} ${name}`}
                            onClick={() => field.onChange(toggleSlot(availability, day, slot.id))}
                            className={cn(
                              'flex h-11 w-full cursor-pointer items-center justify-center rounded-xl border text-sm font-medium transition-colors',
                              on
                                ? 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800'
                                : 'border-border bg-card text-ink-muted hover:border-azulejo-600 hover:bg-azulejo-50',
                            )}
                          >
                            {on ? (
                              <Check aria-hidden="true" className="size-4" />
                            ) : (
                              <span aria-hidden="true">–</span>
                            )}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }}
    />
  );
}
