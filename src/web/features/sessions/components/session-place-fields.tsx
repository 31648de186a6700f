import { MapPin, Video } from 'lucide-react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { useLingui, useMessageText } from '../i18n';
import type { SessionFormInput, SessionFormValues } from '../session-form';

type SessionForm = UseFormReturn<SessionFormInput, unknown, SessionFormValues>;

/** Where a session takes place: in person at an address, or online through a meeting link. */
export function SessionPlaceFields({ form }: { form: SessionForm }) {
  const online = useWatch({ control: form.control, name: 'online' }) === true;
  const { errors } = form.formState;
  const { i18n } = useLingui();
  const errorText = useMessageText();
  return (
    <div className="grid gap-3">
      <Controller
        control={form.control}
        name="online"
        render={({ field }) => (
          <RadioGroup
            aria-label={i18n._('sessions.place.label')}
            className="grid-cols-2"
            value={field.value ? 'online' : 'in-person'}
            onValueChange={(value) => field.onChange(value === 'online')}
          >
            <RadioCard
              value="in-person"
              label={i18n._('sessions.place.inPerson')}
              description={i18n._('sessions.place.inPersonText')}
              icon={<MapPin />}
            />
            <RadioCard
              value="online"
              label={i18n._('sessions.place.online')}
              description={i18n._('sessions.place.onlineText')}
              icon={<Video />}
            />
          </RadioGroup>
        )}
      />
      {online ? (
        <FormField
          label={i18n._('sessions.place.meetingLink')}
          error={errorText(errors.meetingUrl?.message)}
          hint={i18n._('sessions.place.meetingHint')}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder={i18n._('sessions.place.meetingPlaceholder')}
              {...form.register('meetingUrl')}
            />
          )}
        </FormField>
      ) : (
        <FormField label={i18n._('sessions.place.location')} error={errorText(errors.location?.message)}>
          {(control) => (
            <Input
              {...control}
              placeholder={i18n._('sessions.place.locationPlaceholder')}
              {...form.register('location')}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
