import type { CheckoutSummary } from '@contract/checkout';
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
import { Trans, useLingui } from './i18n';
import { SupportLine } from './support-line';

/** Luz's own hosted card page (`/checkout/{reference}`), where the booking card sends the seeker to pay. */
export function CheckoutPage() {
  const { i18n } = useLingui();
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
        title={i18n._('seekers.checkout.notFound')}
        action={
          <>
            <Button asChild>
              <Link to="/bookings">{i18n._('seekers.goToBookings')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/explore">{i18n._('seekers.explorePractitioners')}</Link>
            </Button>
          </>
        }
      >
        {i18n._('seekers.checkout.notFoundText')}
      </Outcome>
    );
  } else if (checkout.isError) {
    body = (
      <Outcome
        icon={CircleAlert}
        title={i18n._('seekers.checkout.loadFailed')}
        action={
          <Button onClick={() => void checkout.refetch()} pending={checkout.isRefetching}>
            {i18n._('seekers.tryAgain')}
          </Button>
        }
      >
        {i18n._('seekers.checkConnection')}
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
        <PageMeta
          title={i18n._('seekers.checkout.title')}
          description={i18n._('seekers.checkout.description')}
        />
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-5">
          <h1 className="flex items-center gap-2.5 font-sans text-lg font-semibold text-ink">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-teal-700 text-white">
              <Lock aria-hidden="true" className="size-4" />
            </span>
            {i18n._('seekers.checkout.heading')}
          </h1>
          <span className="rounded-full border border-terracotta-300 bg-terracotta-50 px-3 py-1 text-xs font-semibold tracking-wider text-terracotta-700 uppercase">
            {i18n._('seekers.checkout.testMode')}
          </span>
        </header>
        <div className="mt-8">{body}</div>
        <SupportLine messageId={/*i18n*/ 'seekers.checkout.questions'} className="mt-10" />
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
  const { i18n } = useLingui();
  const guidePage = `/practitioner/${summary.guideId}`;
  const guideLabel = summary.guideName
    ? i18n._('seekers.checkout.backToGuide', { name: summary.guideName })
    : i18n._('seekers.checkout.backToTheGuide');

  if (summary.status === 'confirmed' || summary.status === 'completed') {
    return (
      <Outcome
        icon={CircleCheck}
        title={i18n._('seekers.checkout.paidTitle')}
        action={
          <>
            <Button asChild>
              <Link to={`/booking-success?booking_id=${summary.bookingId}&session_id=${summary.sessionId}`}>
                {i18n._('seekers.checkout.viewConfirmation')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/bookings">{i18n._('seekers.goToBookings')}</Link>
            </Button>
          </>
        }
      >
        {i18n._('seekers.checkout.paid', { title: summary.sessionTitle })}
      </Outcome>
    );
  }
  if (summary.status === 'cancelled') {
    const expired =
      summary.cancellationReason === 'hold_expired' || summary.cancellationReason === 'session_ended';
    return (
      <Outcome
        icon={TimerOff}
        title={expired ? i18n._('seekers.checkout.expiredTitle') : i18n._('seekers.checkout.cancelledTitle')}
        action={
          <>
            <Button asChild>
              <Link to={guidePage}>{guideLabel}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/bookings">{i18n._('seekers.goToBookings')}</Link>
            </Button>
          </>
        }
      >
        {expired ? i18n._('seekers.checkout.expired') : i18n._('seekers.checkout.cancelled')}
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
  const { i18n } = useLingui();
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_28rem] lg:gap-12" aria-busy="true">
      <span role="status" className="sr-only">
        {i18n._('seekers.checkout.loading')}
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
