import type { PublicUser } from '@contract/auth';
import { BOOKING_TIME_SLOTS } from '@contract/catalog';
import { PrivateRequestForm } from '@contract/checkout';
import { formatDay } from '@contract/date-formats';
import { todayInLisbon } from '@contract/lisbon-time';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import { DATE_PATTERN } from '@contract/sessions';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { OptionSelect } from '@/components/ui/option-select';
import { Skeleton } from '@/components/ui/skeleton';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { useLocation } from '@/lib/router';
import { usePrivateSlots } from '../api/get-private-slots';
import { recallNotes } from '../booking-return';
import { lastBookableDay } from '../booking-window';
import { useLingui } from '../i18n';
import { BookingBar } from './booking-bar';
import { NotesField } from './notes-field';
import { PaysNext } from './pays-next';
import { PlainSummary } from './plain-summary';
import { type BookingChoice, useCheckoutFlow } from './use-checkout-flow';

interface PrivateRequestFormCardProps {
  guideId: number;
  guideName: string;
  user: PublicUser;
}

/** The form's own values: the time starts empty, which the schema then refuses with "Please select a time". */
type RequestValues = Omit<z.input<typeof PrivateRequestForm>, 'sessionTime'> & { sessionTime?: string };
type RequestOutput = z.output<typeof PrivateRequestForm>;

function isTimeSlot(value: string | null): value is (typeof BOOKING_TIME_SLOTS)[number] {
  return (BOOKING_TIME_SLOTS as readonly string[]).includes(value ?? '');
}

/** "17:00" → "17:00–18:00": a private session is one hour. */
function hourLabel(start: string): string {
  const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}${start.slice(2)}`;
  return `${start}–${end}`;
}

/** A guide without scheduled sessions: the seeker picks a day and a free hour (spec, "Without a scheduled session"). */
export function PrivateRequestFormCard({ guideId, guideName, user }: PrivateRequestFormCardProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const location = useLocation();
  const [today] = useState(() => todayInLisbon());
  const lastDay = lastBookableDay(today);
  const flow = useCheckoutFlow(guideId, user);
  const hintId = useId();
  const formId = useId();

  // Coming back from /profile, the date and time chosen before are in the address.
  const params = new URLSearchParams(location.search);
  const wantedDate = params.get('date');
  const wantedTime = params.get('time');
  const form = useForm<RequestValues, unknown, RequestOutput>({
    ...VALIDATE_ON_SUBMIT,
    // The schema's input type says the time is always one of the slots; an empty field is what it refuses.
    resolver: zodResolver(PrivateRequestForm) as Resolver<RequestValues, unknown, RequestOutput>,
    defaultValues: {
      sessionDate:
        wantedDate && DATE_PATTERN.test(wantedDate) && wantedDate >= today && wantedDate <= lastDay
          ? wantedDate
          : '',
      sessionTime: isTimeSlot(wantedTime) ? wantedTime : undefined,
      notes: recallNotes(guideId),
    },
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const date = form.watch('sessionDate');
  const time = form.watch('sessionTime');
  // Before a day is chosen, today's answer says whether the guide takes requests at all, and at what price.
  const slots = usePrivateSlots(guideId, date || today);
  const freeTimes = date && slots.data?.date === date ? slots.data.slots : null;

  // The button is in the booking bar, away from the fields: a refused submit takes focus to the first field to put
  // right, which also brings it into view.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  // A time from the address that is not (or no longer) free that day is let go.
  useEffect(() => {
    if (freeTimes && time && !freeTimes.includes(time)) form.setValue('sessionTime', undefined);
  }, [freeTimes, time, form]);

  if (slots.isPending && !slots.data) {
    return (
      <div className="grid gap-3 border-t border-border pt-5" aria-hidden="true">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    );
  }
  if (slots.isError && !slots.data) {
    return (
      <div className="border-t border-border pt-5">
        <p role="alert" className="rounded-2xl bg-danger-50 p-4 text-sm text-danger-700">
          {i18n._('bookings.request.slotsFailed', { name: guideName })}
        </p>
      </div>
    );
  }
  if (slots.data?.price === null) {
    return (
      <div className="border-t border-border pt-5">
        <p className="rounded-2xl bg-sand-100 p-4 text-sm text-ink-muted">
          {i18n._('bookings.request.noPrivateSessions')}
        </p>
      </div>
    );
  }
  const price = slots.data?.price ?? null;

  const onSubmit = form.handleSubmit(async (values) => {
    const choice: BookingChoice = { sessionId: null, date: values.sessionDate, time: values.sessionTime };
    if (!flow.ready(choice, values.notes ?? '')) return;
    const error = await flow.checkout(
      {
        practitionerId: guideId,
        sessionDate: values.sessionDate,
        sessionTime: values.sessionTime,
        notes: values.notes?.trim() || undefined,
      },
      choice,
    );
    if (error) showServerFieldErrors(error, form.setError, ['sessionDate', 'sessionTime', 'notes']);
  });

  const timePlaceholder = !date
    ? i18n._('bookings.request.pickDateFirst')
    : slots.isFetching && !freeTimes
      ? i18n._('bookings.request.loadingTimes')
      : freeTimes?.length === 0
        ? i18n._('bookings.request.noTimes')
        : i18n._('bookings.request.chooseTime');

  return (
    <>
      <form
        ref={formRef}
        id={formId}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="grid gap-4 border-t border-border pt-5"
      >
        <div className="flex items-start gap-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
            <CalendarClock aria-hidden="true" className="size-4.5" />
          </span>
          <div>
            <p className="font-semibold text-ink">{i18n._('bookings.request.title')}</p>
            <p className="text-sm text-ink-muted">{i18n._('bookings.request.lead', { name: guideName })}</p>
          </div>
        </div>
        <Controller
          control={form.control}
          name="sessionDate"
          render={({ field }) => (
            <FormField label={i18n._('bookings.request.date')} error={errors.sessionDate?.message}>
              {(control) => (
                <DatePicker
                  {...control}
                  label={i18n._('bookings.request.date')}
                  placeholder={i18n._('bookings.request.pickDate')}
                  value={field.value || null}
                  disablePast
                  lastDay={lastDay}
                  onChange={(day) => {
                    field.onChange(day ?? '');
                    form.setValue('sessionTime', undefined);
                    form.clearErrors('sessionTime');
                  }}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="sessionTime"
          render={({ field }) => (
            <FormField label={i18n._('bookings.request.time')} error={errors.sessionTime?.message}>
              {(control) => (
                <>
                  <OptionSelect
                    {...control}
                    aria-describedby={
                      [control['aria-describedby'], freeTimes?.length === 0 ? hintId : undefined]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    ref={field.ref}
                    options={(freeTimes ?? []).map((slot) => ({ value: slot, label: hourLabel(slot) }))}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder={timePlaceholder}
                    disabled={!freeTimes || freeTimes.length === 0}
                  />
                  {freeTimes?.length === 0 ? (
                    <p id={hintId} className="text-sm text-ink-muted">
                      {i18n._('bookings.request.noTimesHint')}
                    </p>
                  ) : null}
                </>
              )}
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="notes"
          render={({ field }) => (
            <NotesField
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              guideName={guideName}
              error={errors.notes?.message}
            />
          )}
        />
      </form>
      <BookingBar
        summary={
          <PlainSummary
            title={
              date && time
                ? `${formatDay(date, 'weekday', locale)} · ${time}`
                : i18n._('bookings.request.summary')
            }
            detail={
              <>
                <span className="truncate">{i18n._('bookings.request.oneHour')}</span>
                {price !== null ? (
                  <span className="shrink-0 font-semibold text-ink">{formatEuros(price, locale)}</span>
                ) : null}
              </>
            }
          />
        }
      >
        {/* Outside the form, so that the bar is the card's own child; the form attribute makes it the submit. */}
        <Button type="submit" form={formId} size="lg" pending={isSubmitting || flow.busy}>
          {i18n._('bookings.request.button')}
        </Button>
      </BookingBar>
      <PaysNext />
      {flow.dialog}
    </>
  );
}
