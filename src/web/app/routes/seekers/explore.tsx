import { Compass } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function ExplorePage() {
  return (
    <PagePlaceholder
      icon={Compass}
      eyebrow="Explore"
      heading="Find Your Perfect Practitioner"
      meta={{
        title: 'Explore Practitioners',
        description:
          'Search and filter a curated list of wellness and spiritual practitioners in Lisbon by category, session format and price.',
      }}
    >
      Search approved guides in Lisbon and filter them by category, 1:1 or group sessions and price, right
      here.
    </PagePlaceholder>
  );
}
