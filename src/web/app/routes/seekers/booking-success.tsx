import { PartyPopper } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { Button } from '@/components/ui/button';

export function BookingSuccessPage() {
  const [searchParams] = useSearchParams();
  // Spec: without a booking_id there is nothing to confirm.
  if (!searchParams.get('booking_id')) return <Navigate to="/" replace />;
  return (
    <PagePlaceholder
      icon={PartyPopper}
      heading="Booking Confirmed"
      meta={{ title: 'Booking Confirmed', description: 'Your wellness session in Lisbon is booked.' }}
      actions={
        <>
          <Button asChild>
            <Link to="/bookings">View my bookings</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Back to home</Link>
          </Button>
        </>
      }
    >
      The session you booked, its time and place and what you paid will be confirmed here.
    </PagePlaceholder>
  );
}
