import { GUIDES_AREA_NAME, PRODUCT_NAME } from '@contract/brand';
import { ClipboardList } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

/** Also serves /onboarding/guide-application, where new guides land after registering. */
export function OnboardingGuidePage() {
  return (
    <PagePlaceholder
      icon={ClipboardList}
      eyebrow={GUIDES_AREA_NAME}
      heading={`Become a ${PRODUCT_NAME} Guide`}
      meta={{ title: 'Guide Application', description: 'Apply to offer your sessions to seekers in Lisbon.' }}
    >
      A five-step application, covering you, your practice, your credentials, where you work and your prices,
      will guide you through applying here.
    </PagePlaceholder>
  );
}
