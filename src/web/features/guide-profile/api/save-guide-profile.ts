import { type GuideProfileInput, OwnProfile } from '@contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guideKeys } from '@/features/guides';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';
import * as profileKeys from './profile-keys';

/** PATCH /api/profile: a valid guide profile also marks the account's profile complete. */
export function saveGuideProfile(input: GuideProfileInput): Promise<OwnProfile> {
  return api.patch('/api/profile', input, { schema: OwnProfile });
}

export function useSaveGuideProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGuideProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.own(), profile);
      // profileComplete lives on the account too, and the route guard reads it from there.
      await queryClient.refetchQueries({ queryKey: currentUserQueryKey });
      // The public profile and cards show what was just saved.
      await queryClient.invalidateQueries({ queryKey: guideKeys.all });
    },
  });
}
