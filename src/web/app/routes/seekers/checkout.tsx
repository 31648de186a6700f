import { SUPPORT_EMAIL } from '@contract/brand';
import { BOOKING_MESSAGES, type CheckoutSummary } from '@contract/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Lock, SearchX, TimerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import * as checkoutKeys from '@/features/checkout/api/checkout-keys';
import { useCheckout } from '@/features/checkout/api/get-checkout';
import { CardPaymentForm } from '@/features/checkout/components/card-payment-form';
import { HoldCountdown } from '@/features/checkout/components/hold-countdown';
import { OrderSummary } from '@/features/checkout/components/order-summary';
import { isApiError } from '@/lib/api-client';
import { Link, useParams } from '@/lib/router';

const META = { title: 'Secure Checkout', description: 'Pay for your wellness session securely.' };

/** Luz's own hosted card page (`/checkout/{reference}`), where the booking card sends the seeker to pay. */
export function CheckoutPage() {
  const reference = useParams().id ?? '';
  const queryClient = useQueryClient();
  const checkout = useCheckout(reference);

  let body: ReactNode;
  if (checkout.isPending) {
    body = <CheckoutSkeleton />;
  } else if (isApiError(checkout.error, 404)) {
    body = (
      <Outcome
        icon={SearchX}
        title="Checkout not found"
        action={
          <>
            <Button asChild>
              <Link to="/bookings">Go to My Bookings</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/explore">Explore practitioners</Link>
            </Button>
          </>
        }
      >
        This payment link does not belong to your account, or it is no longer valid. Your bookings and any
        payment still open are in My Bookings.
      </Outcome>
    );
  } else if (checkout.isError) {
    body = (
      <Outcome
        icon={CircleAlert}
        title="We couldn't load this checkout"
        action={
          <Button onClick={() => void checkout.refetch()} pending={checkout.isRefetching}>
            Try again
          </Button>
        }
      >
        Please check your connection and try again.
      </Outcome>
    );
  } else {
    body = (
      <CheckoutState
        reference={reference}
        summary={checkout.data}
        onExpire={() => void queryClient.invalidateQueries({ queryKey: checkoutKeys.one(reference) })}
      />
    );
  }

  return (
    <div className="bg-sand-100/60">
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
        <PageMeta {...META} />
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-5">
          <h1 className="flex items-center gap-2.5 font-sans text-lg font-semibold text-ink">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-teal-700 text-white">
              <Lock aria-hidden="true" className="size-4" />
            </span>
            Secure checkout
          </h1>
          <span className="rounded-full border border-terracotta-300 bg-terracotta-50 px-3 py-1 text-xs font-semibold tracking-wider text-terracotta-700 uppercase">
            Test mode
          </span>
        </header>
        <div className="mt-8">{body}</div>
        <p className="mt-10 text-center text-sm text-ink-muted">
          Questions about your booking or payment? Write to{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-medium text-link underline-offset-4 hover:underline"
          >
            {SUPPORT_EMAIL}
          </a>
        </p>
      </div>
    </div>
  );
}

function CheckoutState({
  reference,
  summary,
  onExpire,
}: {
  reference: string;
  summary: CheckoutSummary;
  onExpire: () => void;
}) {
  const guidePage = `/practitioner/${summary.guideId}`;
  const guideLabel = summary.guideName ? `Back to ${summary.guideName}` : 'Back to the guide';

  if (summary.status === 'confirmed' || summary.status === 'completed') {
    return (
      <Outcome
        icon={CircleCheck}
        title="This booking is already paid"
        action={
          <>
            <Button asChild>
              <Link to={`/booking-success?booking_id=${summary.bookingId}&session_id=${summary.sessionId}`}>
                View confirmation
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/bookings">Go to My Bookings</Link>
            </Button>
          </>
        }
      >
        Your place in {summary.sessionTitle} is confirmed, so there is nothing more to pay.
      </Outcome>
    );
  }
  if (summary.status === 'cancelled') {
    const expired =
      summary.cancellationReason === 'hold_expired' || summary.cancellationReason === 'session_ended';
    return (
      <Outcome
        icon={TimerOff}
        title={expired ? 'Reservation expired' : 'Booking cancelled'}
        action={
          <>
            <Button asChild>
              <Link to={guidePage}>{guideLabel}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/bookings">Go to My Bookings</Link>
            </Button>
          </>
        }
      >
        {expired
          ? `${BOOKING_MESSAGES.reservationExpired} Nothing was charged.`
          : `${BOOKING_MESSAGES.bookingCancelled} There is nothing to pay, and nothing was charged.`}
      </Outcome>
    );
  }
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_28rem] lg:gap-12">
      <div className="grid gap-5">
        <OrderSummary summary={summary} />
        {summary.holdExpiresAt ? (
          <HoldCountdown expiresAt={summary.holdExpiresAt} onExpire={onExpire} />
        ) : null}
      </div>
      <Card className="p-5 shadow-lift sm:p-8">
        <CardPaymentForm reference={reference} summary={summary} />
      </Card>
    </div>
  );
}

function Outcome({
  icon,
  title,
  action,
  children,
}: {
  icon: typeof CircleCheck;
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <EmptyState icon={icon} title={title} action={action} className="mx-auto max-w-2xl border-solid bg-card">
      {children}
    </EmptyState>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_28rem] lg:gap-12" aria-busy="true">
      <span role="status" className="sr-only">
        Loading checkout
      </span>
      <div className="grid gap-5">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-12 w-32" />
        <Skeleton className="h-56 w-full rounded-card" />
      </div>
      <Skeleton className="h-[32rem] w-full rounded-card" />
    </div>
  );
}
