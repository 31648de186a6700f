import { AVAILABILITY_SLOTS, type AvailabilitySlot, WEEKDAYS, type Weekday } from '@contract/catalog';
import { Check } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { useLingui } from '../i18n';
import { toggleSlot, type WeeklyAvailability } from '../profile-form';
import type { ProfileFormApi } from './profile-form-api';

/** Each weekday's name, whole and short. */
const DAY_NAMES: Record<Weekday, { long: string; short: string }> = {
  monday: {
    long: /*i18n*/ 'guideProfile.availability.monday',
    short: /*i18n*/ 'guideProfile.availability.mon',
  },
  tuesday: {
    long: /*i18n*/ 'guideProfile.availability.tuesday',
    short: /*i18n*/ 'guideProfile.availability.tue',
  },
  wednesday: {
    long: /*i18n*/ 'guideProfile.availability.wednesday',
    short: /*i18n*/ 'guideProfile.availability.wed',
  },
  thursday: {
    long: /*i18n*/ 'guideProfile.availability.thursday',
    short: /*i18n*/ 'guideProfile.availability.thu',
  },
  friday: {
    long: /*i18n*/ 'guideProfile.availability.friday',
    short: /*i18n*/ 'guideProfile.availability.fri',
  },
  saturday: {
    long: /*i18n*/ 'guideProfile.availability.saturday',
    short: /*i18n*/ 'guideProfile.availability.sat',
  },
  sunday: {
    long: /*i18n*/ 'guideProfile.availability.sunday',
    short: /*i18n*/ 'guideProfile.availability.sun',
  },
};

/** Each part of the day's name and its hours ("Morning", "8am-12pm"). */
const SLOT_NAMES: Record<AvailabilitySlot, { name: string; hours: string }> = {
  morning: {
    name: /*i18n*/ 'guideProfile.availability.morning',
    hours: /*i18n*/ 'guideProfile.availability.morningHours',
  },
  afternoon: {
    name: /*i18n*/ 'guideProfile.availability.afternoon',
    hours: /*i18n*/ 'guideProfile.availability.afternoonHours',
  },
  evening: {
    name: /*i18n*/ 'guideProfile.availability.evening',
    hours: /*i18n*/ 'guideProfile.availability.eveningHours',
  },
};

/** Monday to Sunday × Morning, Afternoon, Evening: toggle buttons, each read out as "Monday Morning, on". */
export function AvailabilityField({ form }: { form: ProfileFormApi }) {
  const { i18n } = useLingui();
  return (
    <Controller
      control={form.control}
      name="availability"
      render={({ field }) => {
        const availability = (field.value ?? {}) as WeeklyAvailability;
        return (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[20rem] border-separate border-spacing-1.5 sm:border-spacing-2">
              <caption className="sr-only">{i18n._('guideProfile.availability.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="w-24 text-left text-sm font-medium text-ink-muted sm:w-32">
                    <span className="sr-only">{i18n._('guideProfile.availability.day')}</span>
                  </th>
                  {AVAILABILITY_SLOTS.map((slot) => {
                    const { name, hours } = SLOT_NAMES[slot.id];
                    return (
                      <th key={slot.id} scope="col" className="text-center font-normal">
                        <span className="block text-sm font-semibold text-ink">{i18n._(name)}</span>
                        <span className="block text-xs text-ink-muted">{i18n._(hours)}</span>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {WEEKDAYS.map((day) => (
                  <tr key={day}>
                    <th scope="row" className="pr-1 text-left text-sm font-medium text-ink">
                      <span className="sm:hidden">{i18n._(DAY_NAMES[day].short)}</span>
                      <span className="hidden sm:inline">{i18n._(DAY_NAMES[day].long)}</span>
                    </th>
                    {AVAILABILITY_SLOTS.map((slot) => {
                      const on = availability[day]?.includes(slot.id) ?? false;
                      const { name } = SLOT_NAMES[slot.id];
                      return (
                        <td key={slot.id} className="p-0">
                          <button
                            type="button"
                            aria-pressed={on}
                            aria-label={i18n._('guideProfile.availability.slotLabel', {
                              day: i18n._(DAY_NAMES[day].long),
                              slot: i18n._(name),
                            })}
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
