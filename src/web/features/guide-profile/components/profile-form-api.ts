import type { GuideProfileInput } from '@contract/profiles';
import type { UseFormReturn } from 'react-hook-form';
import type { ProfileFormInput } from '../profile-form';

/** The form every field group of this form is given. */
export type ProfileFormApi = UseFormReturn<ProfileFormInput, unknown, GuideProfileInput>;

export interface FieldsProps {
  form: ProfileFormApi;
}
