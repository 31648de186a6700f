import { UserRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { Button } from '@/components/ui/button';

/** Also serves /practitioners/:id, the admin's link to the same profile. */
export function PractitionerPage() {
  const { id } = useParams();
  return (
    <PagePlaceholder
      icon={UserRound}
      eyebrow={`Guide #${id}`}
      heading="Practitioner Profile"
      meta={{
        title: 'Practitioner Profile',
        description:
          'A wellness and spiritual practitioner in Lisbon: their practice, reviews and sessions to book.',
      }}
      actions={
        <Button asChild variant="outline">
          <Link to="/explore">Browse all practitioners</Link>
        </Button>
      }
    >
      This guide's story, specialties, reviews and upcoming sessions, with a card to book one, will be shown
      here.
    </PagePlaceholder>
  );
}
