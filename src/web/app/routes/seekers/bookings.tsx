import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { Button } from '@/components/ui/button';

export function BookingsPage() {
  return (
    <PagePlaceholder
      icon={CalendarDays}
      heading="My Bookings"
      meta={{ title: 'My Bookings', description: 'Your upcoming and past wellness sessions in Lisbon.' }}
      actions={
        <Button asChild>
          <Link to="/explore">Find a session</Link>
        </Button>
      }
    >
      Your upcoming and past sessions, with their details and the option to cancel, will be listed here.
    </PagePlaceholder>
  );
}
