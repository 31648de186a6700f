import { PRODUCT_NAME } from '@contract/brand';
import { BOOKING_ERROR_CODES, type CheckoutSummary, TEST_CARDS } from '@contract/checkout';
import { todayInLisbon } from '@contract/lisbon-time';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CreditCard, FlaskConical, Lock } from 'lucide-react';
import { type ChangeEvent, useMemo, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { useNavigate } from '@/lib/router';
import * as checkoutKeys from '../api/checkout-keys';
import { useLeaveCheckout } from '../api/leave-checkout';
import { usePayCheckout } from '../api/pay-checkout';
import {
  type CardFormOutput,
  type CardFormValues,
  cardFormSchema,
  caretAfterDigits,
  digitsOf,
  EMPTY_CARD,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  testCardDetails,
} from '../card-form';
import { useLingui } from '../i18n';

const FIELDS: FieldPath<CardFormValues>[] = ['cardNumber', 'expiry', 'cvc', 'name'];

/** Re-formats a card field as it is typed, keeping the caret after the same digit it followed. */
function formatted(event: ChangeEvent<HTMLInputElement>, format: (text: string) => string): string {
  const input = event.target;
  const caret = input.selectionStart ?? input.value.length;
  const atEnd = caret >= input.value.length;
  const digitsBefore = digitsOf(input.value.slice(0, caret)).length;
  const next = format(input.value);
  requestAnimationFrame(() => {
    if (document.activeElement !== input) return;
    const position = atEnd ? next.length : caretAfterDigits(next, digitsBefore);
    input.setSelectionRange(position, position);
  });
  return next;
}

/** Navigates within the app for a path, or leaves for a full address. */
function go(navigate: ReturnType<typeof useNavigate>, url: string) {
  if (url.startsWith('/') && !url.startsWith('//')) void navigate(url, { replace: true });
  else window.location.assign(url);
}

function TestCards({ onUse }: { onUse: (number: string) => void }) {
  const { i18n } = useLingui();
  const cards = [
    { number: TEST_CARDS.succeeds, outcome: i18n._('checkout.testCards.succeeds') },
    { number: TEST_CARDS.declined, outcome: i18n._('checkout.testCards.declined') },
  ];
  return (
    <div className="rounded-2xl border border-warning-50 bg-warning-50/70 p-4 text-sm text-ink">
      <p className="flex items-center gap-2 font-semibold text-warning-700">
        <FlaskConical aria-hidden="true" className="size-4" />
        {i18n._('checkout.testMode')}
      </p>
      <p className="mt-1 text-ink-muted">{i18n._('checkout.testCards.lead')}</p>
      <ul className="mt-2 grid gap-1.5">
        {cards.map((card) => (
          <li key={card.number} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span>
              <span className="font-mono font-medium tracking-wide">{formatCardNumber(card.number)}</span>{' '}
              <span className="text-ink-muted">{card.outcome}</span>
            </span>
            <Button
              variant="link"
              size="sm"
              onClick={() => onUse(card.number)}
              aria-label={i18n._('checkout.testCards.useLabel', { number: formatCardNumber(card.number) })}
            >
              {i18n._('checkout.testCards.use')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface CardPaymentFormProps {
  reference: string;
  summary: CheckoutSummary;
}

/** The card form of Luz's hosted checkout: pay, or cancel and give the spot back. */
export function CardPaymentForm({ reference, summary }: CardPaymentFormProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pay = usePayCheckout();
  const leave = useLeaveCheckout();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const schema = useMemo(() => cardFormSchema(todayInLisbon()), []);
  const form = useForm<CardFormValues, unknown, CardFormOutput>({
    resolver: zodResolver(schema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: EMPTY_CARD,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (card) => {
    setFailure(null);
    try {
      const { redirectUrl } = await pay.mutateAsync({ reference, card });
      setLeaving(true);
      go(navigate, redirectUrl);
    } catch (error) {
      if (isApiError(error) && error.code === BOOKING_ERROR_CODES.cardDeclined) {
        setFailure(errorMessage(error, i18n._('checkout.pay.declined')));
        form.setFocus('cardNumber');
        return;
      }
      // Expired or cancelled meanwhile: the page shows what the server now says.
      if (isApiError(error, 409)) {
        await queryClient.invalidateQueries({ queryKey: checkoutKeys.one(reference) });
        return;
      }
      if (showServerFieldErrors(error, form.setError, FIELDS)) return;
      setFailure(errorMessage(error, i18n._('checkout.pay.failed')));
    }
  });

  const onCancel = async () => {
    try {
      const { redirectUrl } = await leave.mutateAsync(reference);
      setLeaving(true);
      go(navigate, redirectUrl);
    } catch (error) {
      toast({
        title: i18n._('checkout.cancel.errorTitle'),
        description: errorMessage(error, i18n._('checkout.cancel.failed')),
        variant: 'destructive',
      });
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.one(reference) });
    }
  };

  const busy = isSubmitting || leaving;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-5"
      aria-labelledby="pay-heading"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="pay-heading" className="text-xl font-semibold text-ink">
          {i18n._('checkout.pay.heading')}
        </h2>
        <CreditCard aria-hidden="true" className="size-5 text-ink-muted" />
      </div>

      <TestCards
        onUse={(number) => {
          const { expiry, cvc } = testCardDetails(todayInLisbon());
          form.setValue('cardNumber', formatCardNumber(number), { shouldValidate: true });
          form.setValue('expiry', expiry, { shouldValidate: true });
          form.setValue('cvc', cvc, { shouldValidate: true });
          setFailure(null);
        }}
      />

      <Controller
        control={form.control}
        name="cardNumber"
        render={({ field }) => (
          <FormField label={i18n._('checkout.card.number')} error={errors.cardNumber?.message}>
            {(control) => (
              <div className="relative">
                <Input
                  {...control}
                  ref={field.ref}
                  name="cardnumber"
                  value={field.value}
                  onChange={(event) => {
                    setFailure(null);
                    field.onChange(formatted(event, formatCardNumber));
                  }}
                  onBlur={field.onBlur}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  spellCheck={false}
                  className="pr-11 font-mono tracking-wide"
                />
                <CreditCard
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-ink-muted"
                />
              </div>
            )}
          </FormField>
        )}
      />

      <div className="grid grid-cols-2 gap-4">
        <Controller
          control={form.control}
          name="expiry"
          render={({ field }) => (
            <FormField label={i18n._('checkout.card.expiry')} error={errors.expiry?.message}>
              {(control) => (
                <Input
                  {...control}
                  ref={field.ref}
                  name="cc-exp"
                  value={field.value}
                  onChange={(event) => field.onChange(formatted(event, formatExpiry))}
                  onBlur={field.onBlur}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder={i18n._('checkout.card.expiryPlaceholder')}
                  className="font-mono"
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="cvc"
          render={({ field }) => (
            <FormField label={i18n._('checkout.card.cvc')} error={errors.cvc?.message}>
              {(control) => (
                <Input
                  {...control}
                  ref={field.ref}
                  name="cvc"
                  value={field.value}
                  onChange={(event) => field.onChange(formatCvc(event.target.value))}
                  onBlur={field.onBlur}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                  className="font-mono"
                />
              )}
            </FormField>
          )}
        />
      </div>

      <FormField label={i18n._('checkout.card.name')} error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="cc-name"
            placeholder={i18n._('checkout.card.namePlaceholder')}
            {...form.register('name')}
          />
        )}
      </FormField>

      {failure ? (
        <p
          role="alert"
          className="flex items-start gap-2.5 rounded-2xl bg-danger-50 p-4 text-sm font-medium text-danger-700"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
          {failure}
        </p>
      ) : null}

      <div className="grid gap-3">
        <Button type="submit" size="lg" className="w-full" pending={busy && !leave.isPending} disabled={busy}>
          {busy && !leave.isPending ? null : <Lock aria-hidden="true" />}
          {i18n._('checkout.pay.button', { amount: formatEuros(summary.amount, i18n.locale as Locale) })}
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => void onCancel()}
          pending={leave.isPending}
          disabled={busy}
        >
          {i18n._('checkout.cancel.button')}
        </Button>
      </div>
      <p className="flex items-start justify-center gap-1.5 text-center text-xs text-ink-muted">
        <Lock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        {i18n._('checkout.pay.secure', { product: PRODUCT_NAME })}
      </p>
    </form>
  );
}
