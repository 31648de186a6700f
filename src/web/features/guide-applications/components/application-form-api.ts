import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormInput, ApplicationFormValues } from '../application-form';

/** The form every field group of this form is given. */
export type ApplicationFormApi = UseFormReturn<ApplicationFormInput, unknown, ApplicationFormValues>;

export interface FieldsProps {
  form: ApplicationFormApi;
}
