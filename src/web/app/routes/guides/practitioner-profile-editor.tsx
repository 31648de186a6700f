import { GUIDES_AREA_NAME } from '@contract/brand';
import { ArrowLeft, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { Button } from '@/components/ui/button';

export function PractitionerProfileEditorPage() {
  return (
    <PagePlaceholder
      icon={UserRoundPen}
      eyebrow={GUIDES_AREA_NAME}
      heading="Edit Your Guide Profile"
      meta={{
        title: 'Edit Your Guide Profile',
        description: 'Your public profile as a guide: bio, qualifications, photos and availability.',
      }}
      actions={
        <Button asChild variant="outline">
          <Link to="/practitioner-dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      }
    >
      Your public bio, qualifications, photo gallery and weekly availability will be edited here.
    </PagePlaceholder>
  );
}
