import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useSubmitApplication } from '../api/submit-application';
import { clearApplicationDraft } from '../application-draft';
import {
  APPLICATION_FIELD_LABELS,
  type ApplicationField,
  type ApplicationFormValues,
  SERVER_FIELD_OF,
  submissionFailureMessage,
  toApplicationInput,
} from '../application-form';
import { useLingui } from '../i18n';
import type { ApplicationFormApi } from './application-form-api';

/** Puts the API's field messages under the fields of the form; returns the fields that got one. */
function showFieldErrors(form: ApplicationFormApi, error: unknown): ApplicationField[] {
  if (!(error instanceof ApiError)) return [];
  const shown: ApplicationField[] = [];
  for (const [name, message] of Object.entries(error.fields)) {
    const field = (SERVER_FIELD_OF[name] ?? name) as ApplicationField;
    if (field in APPLICATION_FIELD_LABELS) {
      form.setError(field, { type: 'server', message });
      shown.push(field);
    }
  }
  return shown;
}

/**
 * Sends a valid form as the API's application (cents, years), with the spec's toasts. `onSubmitted` runs after
 * success; `onFieldErrors` gets the fields the server refused, so a form can show where they are.
 */
export function useApplicationSubmit(
  form: ApplicationFormApi,
  options: {
    successTitle: string;
    onSubmitted: () => Promise<void> | void;
    onFieldErrors?: (fields: ApplicationField[]) => void;
  },
) {
  const submit = useSubmitApplication();
  const { user } = useAuth();
  const { i18n } = useLingui();
  return async (values: ApplicationFormValues) => {
    try {
      await submit.mutateAsync(toApplicationInput(values));
    } catch (error) {
      const fields = showFieldErrors(form, error);
      if (fields.length > 0) options.onFieldErrors?.(fields);
      toast({
        title: i18n._('guideApplications.submit.failedTitle'),
        description: submissionFailureMessage(error, i18n),
        variant: 'destructive',
      });
      return;
    }
    if (user) clearApplicationDraft(user.id);
    toast({
      title: options.successTitle,
      description: i18n._('guideApplications.submit.successText'),
      variant: 'success',
    });
    await options.onSubmitted();
  };
}
