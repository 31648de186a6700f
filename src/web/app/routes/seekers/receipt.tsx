import { PRODUCT_NAME, SUPPORT_EMAIL } from '@contract/brand';
import { formatDate, formatDay } from '@contract/date-formats';
import { formatEuros } from '@contract/money';
import { paymentMethodLabel, type Receipt } from '@contract/receipts';
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

const META = { title: 'Receipt', description: 'The receipt of your booking on Luz.' };

/** /bookings/{id}/receipt: a paid booking's receipt, to keep or print (the print drops the site's header and footer). */
export function ReceiptPage() {
  const bookingId = idParam(useParams().id);
  const receipt = useReceipt(bookingId);
  if (bookingId === null) return <NoReceipt reason="This link does not name a booking." />;
  if (receipt.isError) {
    const { error } = receipt;
    return (
      <NoReceipt
        reason={
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'We could not load this receipt. Please check your connection and try again.'
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
  const { session, issuer, refund } = receipt;
  const kept = receipt.amountPaid - (refund?.amount ?? 0);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0">
      <PageMeta title={`Receipt ${receipt.reference}`} description={META.description} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost" size="sm">
          <Link to="/bookings">
            <ArrowLeft aria-hidden="true" />
            My Bookings
          </Link>
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print or save as PDF
        </Button>
      </div>

      <Card className="p-6 sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-col gap-6 border-b border-border pb-6 sm:flex-row sm:items-start sm:justify-between print:flex-row print:items-start print:justify-between">
          <div>
            <p className="font-display text-3xl font-semibold text-teal-700">{PRODUCT_NAME}</p>
            <address className="mt-2 text-sm leading-relaxed text-ink-muted not-italic">
              <span className="block font-medium text-ink">{issuer.legalName}</span>
              <span className="block whitespace-pre-line">{issuer.address}</span>
              {issuer.taxId ? <span className="block">Tax ID (NIF): {issuer.taxId}</span> : null}
              <span className="block">{SUPPORT_EMAIL}</span>
            </address>
          </div>
          <div className="sm:text-right print:text-right">
            <h1 className="text-2xl font-semibold tracking-tight text-ink">Receipt</h1>
            <p className="mt-1 font-mono text-base text-ink">{receipt.reference}</p>
            <p className="mt-1 text-sm text-ink-muted">Paid {formatDate(receipt.paidAt, 'long')}</p>
          </div>
        </header>

        <dl className="divide-y divide-border border-b border-border">
          <Row label="Billed to">{receipt.billedTo}</Row>
          <Row label="Session">
            <span className="font-medium">{session.title}</span>
            {session.guideName ? (
              <span className="block text-sm text-ink-muted">with {session.guideName}</span>
            ) : null}
          </Row>
          <Row label="When">
            {formatDay(session.sessionDate, 'long')}, {session.startTime}–{session.endTime}{' '}
            <span className="text-ink-muted">(Lisbon time)</span>
          </Row>
          <Row label="Where">{session.online ? 'Online' : session.location}</Row>
          <Row label="Payment method">{paymentMethodLabel(receipt.paymentMethod)}</Row>
          <Row label="Date paid">{formatDate(receipt.paidAt, 'dateTime')} (Lisbon time)</Row>
          {receipt.status === 'cancelled' ? <Row label="Booking">Cancelled</Row> : null}
        </dl>

        <dl className="ml-auto grid max-w-sm gap-2 pt-6 text-ink">
          <div className="flex justify-between gap-6">
            <dt>Amount paid</dt>
            <dd className="font-medium tabular-nums">{formatEuros(receipt.amountPaid)}</dd>
          </div>
          {refund ? (
            <>
              <div className="flex justify-between gap-6">
                <dt>
                  Refunded
                  <span className="block text-sm text-ink-muted">
                    {refund.refundedAt
                      ? formatDate(refund.refundedAt, 'short')
                      : `On its way since ${formatDate(refund.recordedAt, 'short')}`}
                  </span>
                </dt>
                <dd className="font-medium tabular-nums text-success-700">−{formatEuros(refund.amount)}</dd>
              </div>
              <div className="flex justify-between gap-6 border-t border-border pt-2 text-lg font-semibold">
                <dt>Total</dt>
                <dd className="tabular-nums">{formatEuros(kept)}</dd>
              </div>
            </>
          ) : (
            <div className="flex justify-between gap-6 border-t border-border pt-2 text-lg font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatEuros(receipt.amountPaid)}</dd>
            </div>
          )}
        </dl>

        <p className="mt-8 text-sm text-ink-muted">
          Questions about this payment? Write to {SUPPORT_EMAIL} with the reference {receipt.reference}.
        </p>
      </Card>
    </div>
  );
}

function NoReceipt({ reason }: { reason: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta title="No Receipt" description={META.description} />
      <EmptyState
        icon={CircleAlert}
        headingLevel="h1"
        title="No receipt to show"
        action={
          <Button asChild>
            <Link to="/bookings">View My Bookings</Link>
          </Button>
        }
      >
        <p>{reason}</p>
      </EmptyState>
    </div>
  );
}

function ReceiptSkeleton() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12" aria-busy="true">
      <PageMeta {...META} />
      <span role="status" className="sr-only">
        Loading your receipt
      </span>
      <Skeleton className="h-[36rem] w-full rounded-card" />
    </div>
  );
}
