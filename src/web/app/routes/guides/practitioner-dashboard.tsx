import { GUIDES_AREA_NAME } from '@contract/brand';
import { LayoutDashboard } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function PractitionerDashboardPage() {
  return (
    <PagePlaceholder
      icon={LayoutDashboard}
      eyebrow={GUIDES_AREA_NAME}
      heading="Your Guide Dashboard"
      meta={{ title: 'Guide Dashboard', description: 'Your sessions, bookings, calendar and earnings.' }}
    >
      Your sessions, bookings, calendar and earnings, and the tools to publish new sessions, will be gathered
      here.
    </PagePlaceholder>
  );
}
