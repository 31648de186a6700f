import { SESSION_MODALITIES } from '@contract/catalog';
import { formatDay } from '@contract/date-formats';
import { ERROR_CODES } from '@contract/errors';
import type { Locale } from '@contract/locales';
import { otherLocale } from '@contract/own-words';
import { MAX_WEEKLY_REPEATS } from '@contract/session-input';
import type { GuideSessionView } from '@contract/sessions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Repeat } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EuroInput } from '@/components/ui/euro-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { OptionSelect } from '@/components/ui/option-select';
import { OptionalLabel } from '@/components/ui/optional-label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { WrittenInChoice } from '@/components/ui/written-in-choice';
import { ApiError, errorMessage } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';
import { numberFromInput } from '@/lib/euros';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { namedOptions, practiceName } from '@/lib/option-names/option-names';
import { useCreateSessions } from '../api/create-sessions';
import { useUpdateSession } from '../api/update-session';
import { useLingui, useMessageText } from '../i18n';
import {
  type SessionFormInput,
  SessionFormSchema,
  type SessionFormValues,
  sessionFormDefaults,
  weeklyDates,
} from '../session-form';
import { SessionImageField } from './session-image-field';
import { SessionPlaceFields } from './session-place-fields';

const FIELDS = [
  'title',
  'description',
  'descriptionLocale',
  'descriptionInOtherLocale',
  'online',
  'location',
  'meetingUrl',
  'modality',
  'sessionDate',
  'startTime',
  'endTime',
  'price',
  'capacity',
  'imageUrl',
] as const;

/** Each language's name, as the choice of the description's language shows it. */
const LOCALE_NAMES: Record<Locale, string> = {
  en: /*i18n*/ 'sessions.form.localeName.en',
  'pt-PT': /*i18n*/ 'sessions.form.localeName.pt',
};

/** The label and hint of the description in the other language, by that language. */
const DESCRIPTION_IN_OTHER_LOCALE: Record<Locale, { label: string; hint: string }> = {
  en: {
    label: /*i18n*/ 'sessions.form.descriptionInEnglish',
    hint: /*i18n*/ 'sessions.form.descriptionInEnglishHint',
  },
  'pt-PT': {
    label: /*i18n*/ 'sessions.form.descriptionInPortuguese',
    hint: /*i18n*/ 'sessions.form.descriptionInPortugueseHint',
  },
};

const WEEK_CHOICES = Array.from({ length: MAX_WEEKLY_REPEATS - 1 }, (_, i) => i + 2);
const DEFAULT_REPEAT_WEEKS = 4;

export type SessionEditorTarget =
  | { mode: 'create'; date?: string }
  | { mode: 'edit'; session: GuideSessionView };

interface SessionFormDialogProps {
  target: SessionEditorTarget | null;
  onClose: () => void;
}

/** Create Session (with an optional weekly series) and Edit Session, in one dialog. */
export function SessionFormDialog({ target, onClose }: SessionFormDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-2xl">
        {target ? (
          <SessionForm
            key={target.mode === 'edit' ? `edit-${target.session.id}` : `create-${target.date ?? ''}`}
            target={target}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SessionForm({ target, onDone }: { target: SessionEditorTarget; onDone: () => void }) {
  const isEdit = target.mode === 'edit';
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const errorText = useMessageText();
  const queryClient = useQueryClient();
  const create = useCreateSessions();
  const update = useUpdateSession();
  const defaults = isEdit ? sessionFormDefaults(locale, target.session) : sessionFormDefaults(locale);
  if (!isEdit && target.date) defaults.sessionDate = target.date;
  const form = useForm<SessionFormInput, unknown, SessionFormValues>({
    resolver: zodResolver(SessionFormSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const [sessionDate, repeatWeeks, descriptionLocale] = useWatch({
    control: form.control,
    name: ['sessionDate', 'repeatWeeks', 'descriptionLocale'],
  });
  const second = DESCRIPTION_IN_OTHER_LOCALE[otherLocale(descriptionLocale ?? locale)];
  const dates = weeklyDates(sessionDate ?? '', repeatWeeks ?? 1);

  const onSubmit = form.handleSubmit(async (values) => {
    const fallback = isEdit ? i18n._('sessions.form.updateFailed') : i18n._('sessions.form.createFailed');
    try {
      if (isEdit) {
        const { repeatWeeks: _single, ...input } = values;
        await update.mutateAsync({ id: target.session.id, input });
        toast({
          title: i18n._('sessions.form.successTitle'),
          description: i18n._('sessions.form.updated'),
          variant: 'success',
        });
      } else {
        const created = await create.mutateAsync(values);
        toast({
          title: i18n._('sessions.form.successTitle'),
          description:
            created.length > 1
              ? i18n._('sessions.form.seriesCreated', {
                  count: created.length,
                  first: formatDay(dates[0] ?? '', 'weekday', locale),
                  last: formatDay(dates.at(-1) ?? '', 'weekday', locale),
                })
              : i18n._('sessions.form.created'),
          variant: 'success',
        });
      }
    } catch (error) {
      showServerFieldErrors(error, form.setError, FIELDS);
      if (error instanceof ApiError && error.code === ERROR_CODES.approvalRequired) {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      }
      toast({
        title: i18n._('sessions.errorTitle'),
        description: errorMessage(error, fallback),
        variant: 'destructive',
      });
      return;
    }
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>
          {isEdit ? i18n._('sessions.form.editTitle') : i18n._('sessions.form.createTitle')}
        </DialogTitle>
        <DialogDescription>
          {isEdit ? i18n._('sessions.form.editLead') : i18n._('sessions.form.createLead')}
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-5 sm:grid-cols-[1fr_14rem]">
        <FormField label={i18n._('sessions.form.title')} error={errorText(errors.title?.message)}>
          {(control) => (
            <Input
              {...control}
              placeholder={i18n._('sessions.form.titlePlaceholder')}
              {...form.register('title')}
            />
          )}
        </FormField>
        <FormField label={i18n._('sessions.form.modality')} error={errorText(errors.modality?.message)}>
          {(control) => (
            <Controller
              control={form.control}
              name="modality"
              render={({ field }) => (
                <OptionSelect
                  {...control}
                  options={namedOptions(SESSION_MODALITIES, (modality) => practiceName(i18n, modality))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  placeholder={i18n._('sessions.form.modalityPlaceholder')}
                />
              )}
            />
          )}
        </FormField>
      </div>
      <FormField label={i18n._('sessions.form.description')} error={errorText(errors.description?.message)}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder={i18n._('sessions.form.descriptionPlaceholder')}
            {...form.register('description')}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="descriptionLocale"
        render={({ field }) => (
          <WrittenInChoice
            legend={i18n._('sessions.form.descriptionLocale')}
            names={{ en: i18n._(LOCALE_NAMES.en), 'pt-PT': i18n._(LOCALE_NAMES['pt-PT']) }}
            value={field.value}
            onChange={field.onChange}
            error={errorText(errors.descriptionLocale?.message)}
          />
        )}
      />
      <FormField
        label={<OptionalLabel>{i18n._(second.label)}</OptionalLabel>}
        error={errorText(errors.descriptionInOtherLocale?.message)}
        hint={i18n._(second.hint)}
      >
        {(control) => <Textarea {...control} rows={3} {...form.register('descriptionInOtherLocale')} />}
      </FormField>
      <SessionPlaceFields form={form} />

      <div className="grid grid-cols-2 gap-5 sm:grid-cols-[1fr_8rem_8rem]">
        <FormField
          label={i18n._('sessions.form.date')}
          error={errorText(errors.sessionDate?.message)}
          className="col-span-2 sm:col-span-1"
        >
          {(control) => (
            <Controller
              control={form.control}
              name="sessionDate"
              render={({ field }) => (
                <DatePicker
                  {...control}
                  label={i18n._('sessions.form.date')}
                  placeholder={i18n._('sessions.form.datePlaceholder')}
                  disablePast
                  value={field.value || null}
                  onChange={(day) => {
                    field.onChange(day ?? '');
                    field.onBlur();
                  }}
                />
              )}
            />
          )}
        </FormField>
        <FormField label={i18n._('sessions.form.starts')} error={errorText(errors.startTime?.message)}>
          {(control) => <Input {...control} type="time" step={300} {...form.register('startTime')} />}
        </FormField>
        <FormField label={i18n._('sessions.form.ends')} error={errorText(errors.endTime?.message)}>
          {(control) => <Input {...control} type="time" step={300} {...form.register('endTime')} />}
        </FormField>
      </div>

      <div className="grid grid-cols-2 gap-5 sm:max-w-md">
        <FormField
          label={i18n._('sessions.form.price')}
          error={errorText(errors.price?.message)}
          hint={i18n._('sessions.form.priceHint')}
        >
          {(control) => (
            <EuroInput {...control} step={1} {...form.register('price', { setValueAs: numberFromInput })} />
          )}
        </FormField>
        <FormField
          label={i18n._('sessions.form.capacity')}
          error={errorText(errors.capacity?.message)}
          hint={
            isEdit
              ? i18n._('sessions.form.capacityBooked', {
                  count: target.session.capacity - target.session.remainingSpots,
                })
              : i18n._('sessions.form.capacityHint')
          }
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...form.register('capacity', { setValueAs: numberFromInput })}
            />
          )}
        </FormField>
      </div>

      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <SessionImageField
            value={field.value}
            onChange={(url) => field.onChange(url)}
            error={errorText(errors.imageUrl?.message)}
          />
        )}
      />

      {isEdit ? null : (
        <div className="grid gap-4 rounded-2xl border border-border bg-sand-50 p-4">
          <div className="flex items-center justify-between gap-4">
            <div className="grid gap-0.5">
              <Label htmlFor="repeat-weekly" className="inline-flex items-center gap-2">
                <Repeat aria-hidden="true" className="size-4 text-teal-700" />
                {i18n._('sessions.form.repeat')}
              </Label>
              <p className="text-sm text-ink-muted">{i18n._('sessions.form.repeatText')}</p>
            </div>
            <Controller
              control={form.control}
              name="repeatWeeks"
              render={({ field }) => (
                <Switch
                  id="repeat-weekly"
                  checked={(field.value ?? 1) > 1}
                  onCheckedChange={(on) => field.onChange(on ? DEFAULT_REPEAT_WEEKS : 1)}
                />
              )}
            />
          </div>
          {(repeatWeeks ?? 1) > 1 ? (
            <div className="grid gap-3">
              <FormField label={i18n._('sessions.form.weeks')} className="max-w-48">
                {(control) => (
                  <NativeSelect {...control} {...form.register('repeatWeeks', { valueAsNumber: true })}>
                    {WEEK_CHOICES.map((weeks) => (
                      <option key={weeks} value={weeks}>
                        {i18n._('sessions.form.weeksOption', { count: weeks })}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              {dates.length > 0 ? (
                <div aria-live="polite">
                  <p className="text-sm font-medium text-ink">
                    {i18n._('sessions.form.seriesDates', { count: dates.length })}
                  </p>
                  <ul className="mt-2 flex flex-wrap gap-1.5">
                    {dates.map((date) => (
                      <li
                        key={date}
                        className="rounded-full bg-card px-2.5 py-1 text-xs font-medium text-ink shadow-xs"
                      >
                        {formatDay(date, 'weekday', locale)}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="text-sm text-ink-muted">{i18n._('sessions.form.pickDateFirst')}</p>
              )}
            </div>
          ) : null}
        </div>
      )}

      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone} disabled={isSubmitting}>
          {i18n._('sessions.form.cancel')}
        </Button>
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? null : <CalendarPlus aria-hidden="true" />}
          {isEdit
            ? i18n._('sessions.form.save')
            : dates.length > 1
              ? i18n._('sessions.form.createMany', { count: dates.length })
              : i18n._('sessions.form.createTitle')}
        </Button>
      </DialogFooter>
    </form>
  );
}
