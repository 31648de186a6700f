import { FormField } from '@/components/ui/form-field';
import { OptionalLabel } from '@/components/ui/optional-label';
import { Textarea } from '@/components/ui/textarea';
import { useLingui } from '../i18n';

const NOTES_MAX = 1000;

/** What the seeker tells the guide with a booking or a request. */
export function NotesField({
  value,
  onChange,
  guideName,
  error,
  ...rest
}: {
  value: string;
  onChange: (value: string) => void;
  guideName: string;
  error?: string;
  onBlur?: () => void;
  name?: string;
}) {
  const { i18n } = useLingui();
  return (
    <FormField
      label={<OptionalLabel>{i18n._('bookings.notes.label', { name: guideName })}</OptionalLabel>}
      error={error}
    >
      {(control) => (
        <Textarea
          {...control}
          {...rest}
          rows={2}
          placeholder={i18n._('bookings.notes.placeholder')}
          // Grows with what is typed (and with the hint, which takes three lines on a phone) instead of scrolling.
          className="min-h-18 max-h-60 field-sizing-content"
          maxLength={NOTES_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
