import { PRODUCT_NAME } from '@contract/brand';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { I18N, pageLocale } from '@/lib/i18n';
import { useLingui } from '../i18n';

const EXPORT_PATH = '/api/account/export';

/**
 * Fetches the copy of the person's data and hands it to the browser as a file. It is a file, not an
 * answer to read, so it does not go through the JSON client; a refusal still becomes an ApiError.
 */
export async function downloadAccountData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(EXPORT_PATH, {
      credentials: 'include',
      headers: { 'Accept-Language': pageLocale() },
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: I18N[pageLocale()]._('api.unreachable', { product: PRODUCT_NAME }),
    });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError({
      status: response.status,
      code: body?.code ?? 'BAD_RESPONSE',
      message: body?.error ?? `${response.status}: ${I18N[pageLocale()]._('api.requestFailed')}`,
      serverMessage: body?.error,
    });
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'luz-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadAccountData() {
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: downloadAccountData,
    onSuccess: () =>
      toast({
        title: i18n._('account.download.started'),
        description: i18n._('account.download.startedText'),
      }),
    onError: (error) =>
      toast({
        title: i18n._('account.download.failed'),
        description: errorMessage(error, i18n._('account.download.failedText')),
        variant: 'destructive',
      }),
  });
}
