import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';

const EXPORT_PATH = '/api/account/export';

/**
 * Fetches the copy of the person's data and hands it to the browser as a file. It is a file, not an
 * answer to read, so it does not go through the JSON client; a refusal still becomes an ApiError.
 */
export async function downloadAccountData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(EXPORT_PATH, { credentials: 'include' });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach Luz. Check your connection and try again.',
    });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError({
      status: response.status,
      code: body?.code ?? 'BAD_RESPONSE',
      message: body?.error ?? `${response.status}: Request failed`,
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
  return useMutation({
    mutationFn: downloadAccountData,
    onSuccess: () =>
      toast({
        title: 'Your data is downloading',
        description: 'One JSON file with everything Luz keeps about you.',
      }),
    onError: (error) =>
      toast({
        title: 'Download failed',
        description: errorMessage(error, 'Your data could not be downloaded. Please try again.'),
        variant: 'destructive',
      }),
  });
}
