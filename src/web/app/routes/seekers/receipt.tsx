import { PRODUCT_NAME, SUPPORT_EMAIL } from '@contract/brand';
import { formatDate, formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import { paymentMethodLabel, type Receipt, type ReceiptPaymentMethod } from '@contract/receipts';
import type { I18n } from '@lingui/core';
import { ArrowLeft, CircleAlert, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useReceipt } from '@/features/bookings/api/get-receipt';
import { idParam } from '@/features/seeker-profile/return-destination';
import { ApiError } from '@/lib/api-client';
import { Link, useParams } from '@/lib/router';
import { useLingui } from './i18n';

/** "Visa ending in 4242", "Test card ending in 4242", or "Card", in the page's language; brands keep their names. */
function paymentMethodName(method: ReceiptPaymentMethod, i18n: I18n): string {
  const name =
    method.kind === 'test_card'
      ? i18n._('seekers.receipt.testCard')
      : method.brand
        ? paymentMethodLabel({ kind: 'card', brand: method.brand, last4: null })
        : i18n._('seekers.receipt.card');
  return method.last4 ? i18n._('seekers.receipt.cardEnding', { name, last4: method.last4 }) : name;
}

/** /bookings/{id}/receipt: a paid booking's receipt, to keep or print (the print drops the site's header and footer). */
export function ReceiptPage() {
  const { i18n } = useLingui();
  const bookingId = idParam(useParams().id);
  const receipt = useReceipt(bookingId);
  if (bookingId === null) return <NoReceipt reason={i18n._('seekers.receipt.noBooking')} />;
  if (receipt.isError) {
    const { error } = receipt;
    return (
      <NoReceipt
        reason={
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : i18n._('seekers.receipt.loadFailed')
        }
      />
    );
  }
  if (receipt.isPending) return <ReceiptSkeleton />;
  return <ReceiptSheet receipt={receipt.data} />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4 print:grid-cols-[11rem_1fr] print:gap-4 print:py-2">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { session, issuer, refund } = receipt;
  const kept = receipt.amountPaid - (refund?.amount ?? 0);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0">
      <PageMeta
        title={i18n._('seekers.receipt.pageTitle', { reference: receipt.reference })}
        description={i18n._('seekers.receipt.description', { product: PRODUCT_NAME })}
      />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost" size="sm">
          <Link to="/bookings">
            <ArrowLeft aria-hidden="true" />
            {i18n._('seekers.bookings.title')}
          </Link>
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {i18n._('seekers.receipt.print')}
        </Button>
      </div>

      <Card className="p-6 sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-col gap-6 border-b border-border pb-6 sm:flex-row sm:items-start sm:justify-between print:flex-row print:items-start print:justify-between">
          <div>
            <p className="font-display text-3xl font-semibold text-teal-700">{PRODUCT_NAME}</p>
            <address className="mt-2 text-sm leading-relaxed text-ink-muted not-italic">
              <span className="block font-medium text-ink">{issuer.legalName}</span>
              <span className="block whitespace-pre-line">{issuer.address}</span>
              {issuer.taxId ? (
                <span className="block">{i18n._('seekers.receipt.taxId', { taxId: issuer.taxId })}</span>
              ) : null}
              <span className="block">{SUPPORT_EMAIL}</span>
            </address>
          </div>
          <div className="sm:text-right print:text-right">
            <h1 className="text-2xl font-semibold tracking-tight text-ink">
              {i18n._('seekers.receipt.title')}
            </h1>
            <p className="mt-1 font-mono text-base text-ink">{receipt.reference}</p>
            <p className="mt-1 text-sm text-ink-muted">
              {i18n._('seekers.receipt.paidOn', { day: formatDate(receipt.paidAt, 'long', locale) })}
            </p>
          </div>
        </header>

        <dl className="divide-y divide-border border-b border-border">
          <Row label={i18n._('seekers.receipt.billedTo')}>{receipt.billedTo}</Row>
          <Row label={i18n._('seekers.receipt.session')}>
            <span className="font-medium">{session.title}</span>
            {session.guideName ? (
              <span className="block text-sm text-ink-muted">
                {i18n._('seekers.receipt.withGuide', { name: session.guideName })}
              </span>
            ) : null}
          </Row>
          <Row label={i18n._('seekers.receipt.when')}>
            {formatDay(session.sessionDate, 'long', locale)}, {session.startTime}–{session.endTime}{' '}
            <span className="text-ink-muted">{i18n._('seekers.receipt.lisbonTime')}</span>
          </Row>
          <Row label={i18n._('seekers.receipt.where')}>
            {session.online ? i18n._('seekers.receipt.online') : session.location}
          </Row>
          <Row label={i18n._('seekers.receipt.paymentMethod')}>
            {paymentMethodName(receipt.paymentMethod, i18n)}
          </Row>
          <Row label={i18n._('seekers.receipt.datePaid')}>
            {formatDate(receipt.paidAt, 'dateTime', locale)} {i18n._('seekers.receipt.lisbonTime')}
          </Row>
          {receipt.status === 'cancelled' ? (
            <Row label={i18n._('seekers.receipt.booking')}>{i18n._('seekers.receipt.cancelled')}</Row>
          ) : null}
        </dl>

        <dl className="ml-auto grid max-w-sm gap-2 pt-6 text-ink">
          <div className="flex justify-between gap-6">
            <dt>{i18n._('seekers.receipt.amountPaid')}</dt>
            <dd className="font-medium tabular-nums">{formatEuros(receipt.amountPaid, locale)}</dd>
          </div>
          {refund ? (
            <>
              <div className="flex justify-between gap-6">
                <dt>
                  {i18n._('seekers.receipt.refunded')}
                  <span className="block text-sm text-ink-muted">
                    {refund.refundedAt
                      ? formatDate(refund.refundedAt, 'short', locale)
                      : i18n._('seekers.receipt.refundOnItsWay', {
                          since: formatDate(refund.recordedAt, 'short', locale),
                        })}
                  </span>
                </dt>
                <dd className="font-medium tabular-nums text-success-700">
                  −{formatEuros(refund.amount, locale)}
                </dd>
              </div>
              <div className="flex justify-between gap-6 border-t border-border pt-2 text-lg font-semibold">
                <dt>{i18n._('seekers.receipt.total')}</dt>
                <dd className="tabular-nums">{formatEuros(kept, locale)}</dd>
              </div>
            </>
          ) : (
            <div className="flex justify-between gap-6 border-t border-border pt-2 text-lg font-semibold">
              <dt>{i18n._('seekers.receipt.total')}</dt>
              <dd className="tabular-nums">{formatEuros(receipt.amountPaid, locale)}</dd>
            </div>
          )}
        </dl>

        <p className="mt-8 text-sm text-ink-muted">
          {i18n._('seekers.receipt.questions', { email: SUPPORT_EMAIL, reference: receipt.reference })}
        </p>
      </Card>
    </div>
  );
}

function NoReceipt({ reason }: { reason: string }) {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta
        title={i18n._('seekers.receipt.noneTitle')}
        description={i18n._('seekers.receipt.description', { product: PRODUCT_NAME })}
      />
      <EmptyState
        icon={CircleAlert}
        headingLevel="h1"
        title={i18n._('seekers.receipt.none')}
        action={
          <Button asChild>
            <Link to="/bookings">{i18n._('seekers.viewBookings')}</Link>
          </Button>
        }
      >
        <p>{reason}</p>
      </EmptyState>
    </div>
  );
}

function ReceiptSkeleton() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12" aria-busy="true">
      <PageMeta
        title={i18n._('seekers.receipt.title')}
        description={i18n._('seekers.receipt.description', { product: PRODUCT_NAME })}
      />
      <span role="status" className="sr-only">
        {i18n._('seekers.receipt.loading')}
      </span>
      <Skeleton className="h-[36rem] w-full rounded-card" />
    </div>
  );
}
