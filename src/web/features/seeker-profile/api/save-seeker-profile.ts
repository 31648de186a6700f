import { OwnProfile, type SeekerProfileInput } from '@contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '@/features/guide-profile';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

export interface SaveSeekerProfileInput {
  profile: SeekerProfileInput;
  /** False when GET /api/profile answered 404: the profile is created (POST), else updated (PATCH). */
  exists: boolean;
}

/** POST or PATCH /api/profile with a seeker's name, city, country and bio. */
export function saveSeekerProfile({ profile, exists }: SaveSeekerProfileInput): Promise<OwnProfile> {
  return exists
    ? api.patch('/api/profile', profile, { schema: OwnProfile })
    : api.post('/api/profile', profile, { schema: OwnProfile });
}

export function useSaveSeekerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSeekerProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.own(), profile);
      // The name is part of the signed-in user, and booking asks for it there.
      await queryClient.refetchQueries({ queryKey: currentUserQueryKey });
    },
  });
}
