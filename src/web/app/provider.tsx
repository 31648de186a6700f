import type { Locale } from '@contract/locales';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';
import { I18N } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children, locale }: { children: ReactNode; locale: Locale }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider i18n={I18N[locale]}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
