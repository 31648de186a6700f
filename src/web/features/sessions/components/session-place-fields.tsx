import { MapPin, Video } from 'lucide-react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import type { SessionFormInput, SessionFormValues } from '../session-form';

type SessionForm = UseFormReturn<SessionFormInput, unknown, SessionFormValues>;

/** Where a session takes place: in person at an address, or online through a meeting link. */
export function SessionPlaceFields({ form }: { form: SessionForm }) {
  const online = useWatch({ control: form.control, name: 'online' }) === true;
  const { errors } = form.formState;
  return (
    <div className="grid gap-3">
      <Controller
        control={form.control}
        name="online"
        render={({ field }) => (
          <RadioGroup
            aria-label="Where the session takes place"
            className="grid-cols-2"
            value={field.value ? 'online' : 'in-person'}
            onValueChange={(value) => field.onChange(value === 'online')}
          >
            <RadioCard value="in-person" label="In person" description="At an address" icon={<MapPin />} />
            <RadioCard value="online" label="Online" description="Through a meeting link" icon={<Video />} />
          </RadioGroup>
        )}
      />
      {online ? (
        <FormField
          label="Meeting link"
          error={errors.meetingUrl?.message}
          hint="Only seekers with a confirmed booking see it: on their booking, in their emails and calendar."
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://meet.jit.si/your-room"
              {...form.register('meetingUrl')}
            />
          )}
        </FormField>
      ) : (
        <FormField label="Location" error={errors.location?.message}>
          {(control) => (
            <Input
              {...control}
              placeholder="e.g. Estúdio Vagar, Rua da Graça 12"
              {...form.register('location')}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
