import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { FieldsProps } from './profile-form-api';

/** Instagram and website. */
export function LinkFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        label={<OptionalLabel>Instagram</OptionalLabel>}
        error={errors.socialLinks?.instagram?.message}
      >
        {(control) => (
          <Input
            {...control}
            placeholder="@yourpractice"
            autoCapitalize="none"
            {...form.register('socialLinks.instagram')}
          />
        )}
      </FormField>
      <FormField label={<OptionalLabel>Website</OptionalLabel>} error={errors.socialLinks?.website?.message}>
        {(control) => (
          <Input {...control} type="url" placeholder="https://" {...form.register('socialLinks.website')} />
        )}
      </FormField>
    </div>
  );
}
