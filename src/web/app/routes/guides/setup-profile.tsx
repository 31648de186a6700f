import { GUIDES_AREA_NAME } from '@contract/brand';
import { Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { Button } from '@/components/ui/button';

export function SetupProfilePage() {
  return (
    <PagePlaceholder
      icon={Settings2}
      eyebrow={GUIDES_AREA_NAME}
      heading="Setup Your Guide Profile"
      meta={{ title: 'Setup Your Guide Profile', description: 'Set up your public guide profile.' }}
      actions={
        <Button asChild>
          <Link to="/practitioner-dashboard">Go to your dashboard</Link>
        </Button>
      }
    >
      Detailed profile setup comes in a later phase; for now your profile is built from your approved
      application.
    </PagePlaceholder>
  );
}
