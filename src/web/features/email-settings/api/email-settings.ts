import { EmailSettings, type EmailSettingsChange } from '@contract/email-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { useLingui } from '../i18n';

const EMAIL_SETTINGS_KEY = ['email-settings'] as const;

export const emailSettingsQuery = queryOptions({
  queryKey: EMAIL_SETTINGS_KEY,
  queryFn: ({ signal }) => api.get('/api/email-settings', { schema: EmailSettings, signal }),
});

/** GET /api/email-settings: which optional emails the signed-in person gets. */
export function useEmailSettings() {
  return useQuery(emailSettingsQuery);
}

/** PATCH /api/email-settings: one switch at a time, shown at once and put back if refused. */
export function useChangeEmailSettings() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EmailSettingsChange) =>
      api.patch('/api/email-settings', change, { schema: EmailSettings }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: EMAIL_SETTINGS_KEY });
      const before = queryClient.getQueryData<EmailSettings>(EMAIL_SETTINGS_KEY);
      if (before) queryClient.setQueryData(EMAIL_SETTINGS_KEY, { ...before, ...change });
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(EMAIL_SETTINGS_KEY, context.before);
      toast({
        title: i18n._('emailSettings.save.failedTitle'),
        description: errorMessage(error, i18n._('emailSettings.save.failed')),
        variant: 'destructive',
      });
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(EMAIL_SETTINGS_KEY, settings);
      toast({ title: i18n._('emailSettings.save.done'), variant: 'success' });
    },
  });
}
