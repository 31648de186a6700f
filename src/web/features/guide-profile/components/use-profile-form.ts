import type { GuideProfileInput } from '@contract/profiles';
import { GuideProfileInput as GuideProfileSchema } from '@contract/profiles';
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { useSaveGuideProfile } from '../api/save-guide-profile';
import { useLingui } from '../i18n';
import type { ProfileFormInput } from '../profile-form';

const FIELD_NAMES: FieldPath<ProfileFormInput>[] = [
  'category',
  'subcategory',
  'sessionFormat',
  'pricePerSession',
  'pricePerGroupSession',
  'name',
  'shortBio',
  'bio',
  'bioLocale',
  'bioInOtherLocale',
  'neighbourhood',
  'country',
  'modalities',
  'credentials',
  'specialties',
  'languages',
  'experienceYears',
  'photoGallery',
  'profilePicUrl',
  'socialLinks.instagram',
  'socialLinks.website',
  'availability',
];

/** The guide profile form of /setup/profile and /practitioner-profile, validated by GuideProfileInput. */
export function useGuideProfileForm(defaultValues: ProfileFormInput) {
  return useForm<ProfileFormInput, unknown, GuideProfileInput>({
    ...VALIDATE_ON_SUBMIT,
    resolver: zodResolver(GuideProfileSchema),
    defaultValues,
  });
}

type ProfileForm = ReturnType<typeof useGuideProfileForm>;

/** Saves with the spec's toasts; resolves true once saved (the user has been refetched by then). */
export function useProfileSave(form: ProfileForm) {
  const save = useSaveGuideProfile();
  const { i18n } = useLingui();
  return async (values: GuideProfileInput): Promise<boolean> => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      showServerFieldErrors(error, form.setError, FIELD_NAMES);
      toast({
        title: i18n._('guideProfile.save.errorTitle'),
        description: errorMessage(error, i18n._('guideProfile.save.failed')),
        variant: 'destructive',
      });
      return false;
    }
    form.reset(values);
    toast({
      title: i18n._('guideProfile.save.savedTitle'),
      description: i18n._('guideProfile.save.savedText'),
      variant: 'success',
    });
    return true;
  };
}

/** The toast of a save that the form itself refused, in the page's language. */
export function toastInvalidProfile(i18n: I18n): () => void {
  return () =>
    toast({
      title: i18n._('guideProfile.save.errorTitle'),
      description: i18n._('guideProfile.save.invalid'),
      variant: 'destructive',
    });
}
