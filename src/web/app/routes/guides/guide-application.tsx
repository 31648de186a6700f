import { GUIDES_AREA_NAME } from '@contract/brand';
import { FileText } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function GuideApplicationPage() {
  return (
    <PagePlaceholder
      icon={FileText}
      eyebrow={GUIDES_AREA_NAME}
      heading="Apply as a Guide"
      meta={{
        title: 'Apply as a Guide',
        description: 'Send your guide application: practice, certifications and sessions.',
      }}
    >
      The application form, with your basic info, practice details, certifications and a preview of your
      sessions, will be here.
    </PagePlaceholder>
  );
}
