import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { Button } from '@/components/ui/button';

export function ResourcesPage() {
  return (
    <PagePlaceholder
      icon={BookOpen}
      eyebrow="Learn"
      heading="Resources"
      meta={{
        title: 'Resources',
        description:
          'Articles on energy healing, breathwork, meditation and sound healing, and upcoming events in Lisbon.',
      }}
      actions={
        <Button asChild variant="outline">
          <Link to="/explore">Explore practitioners</Link>
        </Button>
      }
    >
      Articles on energy healing, breathwork, meditation and sound healing, a featured read and upcoming
      events in Lisbon will be gathered here.
    </PagePlaceholder>
  );
}
