import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useLingui } from '../i18n';
import * as favoriteKeys from './favorite-keys';

export interface ToggleFavoriteInput {
  guideId: number;
  /** True to save the guide, false to remove them. */
  save: boolean;
}

/** PUT or DELETE /api/favorites/{practitionerId}: both answer 204 and may be repeated safely. */
export function toggleFavorite({ guideId, save }: ToggleFavoriteInput): Promise<void> {
  const path = `/api/favorites/${guideId}`;
  return save ? api.put<void>(path) : api.delete<void>(path);
}

/** The heart changes at once; if the server refuses, it goes back and a toast says why. */
export function useToggleFavorite() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const idsKey = favoriteKeys.ids(user?.id ?? 0);

  return useMutation({
    mutationKey: favoriteKeys.toggle(),
    mutationFn: toggleFavorite,
    onMutate: async ({ guideId, save }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<{ practitionerIds: number[] }>(idsKey);
      const others = (previous?.practitionerIds ?? []).filter((id) => id !== guideId);
      queryClient.setQueryData(idsKey, { practitionerIds: save ? [...others, guideId] : others });
      return { previous };
    },
    onError: (error, { save }, context) => {
      queryClient.setQueryData(idsKey, context?.previous);
      toast({
        title: save ? i18n._('favorites.saveFailed') : i18n._('favorites.removeFailed'),
        description: errorMessage(error, i18n._('favorites.tryAgainSoon')),
        variant: 'destructive',
      });
    },
    // Refetch once the last of several quick taps has settled, so an early answer never undoes a later tap.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: favoriteKeys.toggle() }) === 1
        ? queryClient.invalidateQueries({ queryKey: favoriteKeys.ofUser(user?.id ?? 0) })
        : undefined,
  });
}
