import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useLingui, useMessageText } from '../i18n';
import type { FieldsProps } from './profile-form-api';

/** Instagram and website. */
export function LinkFields({ form }: FieldsProps) {
  const { errors } = form.formState;
  const { i18n } = useLingui();
  const errorText = useMessageText();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        label={<OptionalLabel>Instagram</OptionalLabel>}
        error={errorText(errors.socialLinks?.instagram?.message)}
      >
        {(control) => (
          <Input
            {...control}
            placeholder={i18n._('guideProfile.links.instagramPlaceholder')}
            autoCapitalize="none"
            {...form.register('socialLinks.instagram')}
          />
        )}
      </FormField>
      <FormField
        label={<OptionalLabel>{i18n._('guideProfile.links.website')}</OptionalLabel>}
        error={errorText(errors.socialLinks?.website?.message)}
      >
        {(control) => (
          <Input {...control} type="url" placeholder="https://" {...form.register('socialLinks.website')} />
        )}
      </FormField>
    </div>
  );
}
