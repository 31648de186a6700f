import type { PublicUser } from '@contract/auth';
import { BOOKING_ERROR_CODES, type CreateCheckoutInput } from '@contract/checkout';
import type { Locale } from '@contract/locales';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useLocation, useNavigate } from '@/lib/router';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { bookingReturnUrl, forgetNotes, rememberNotes } from '../booking-return';
import { checkoutAddress } from '../checkout-address';
import { useLingui } from '../i18n';
import { CompleteProfileDialog } from './complete-profile-dialog';

/** What the seeker chose: a scheduled session, or the date and time of a private request. */
export interface BookingChoice {
  sessionId: number | null;
  date?: string;
  time?: string;
}

/**
 * The spec's checkout flow: no user → /auth; no name → the Complete Your Profile dialog; then the checkout call,
 * and the browser goes to the checkout page it answers with.
 */
export function useCheckoutFlow(guideId: number, user: PublicUser | null) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateCheckoutSession();
  const [profileDialog, setProfileDialog] = useState<{ returnUrl: string; sessionId: number | null } | null>(
    null,
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  /** Returns false when the seeker must first sign in or complete their profile (and sends them there). */
  const ready = (choice: BookingChoice, notes: string): boolean => {
    if (!user) {
      void navigate('/auth', { state: { from: `${location.pathname}${location.search}` } });
      return false;
    }
    if (!user.name?.trim()) {
      openProfileDialog(choice, notes);
      return false;
    }
    return true;
  };

  const openProfileDialog = (choice: BookingChoice, notes: string) => {
    rememberNotes(guideId, notes);
    setProfileDialog({
      sessionId: choice.sessionId,
      returnUrl: bookingReturnUrl(location.pathname, location.search, {
        session_id: choice.sessionId === null ? null : String(choice.sessionId),
        date: choice.date,
        time: choice.time,
      }),
    });
    setDialogOpen(true);
  };

  /** Resolves with the error when the call failed (the toast has been shown), else never returns to the form. */
  const checkout = async (input: CreateCheckoutInput, choice: BookingChoice): Promise<unknown> => {
    let created: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      created = await create.mutateAsync(input);
    } catch (error) {
      // The account lost its name since the page loaded: the same way through the profile.
      if (isApiError(error) && error.code === BOOKING_ERROR_CODES.profileIncomplete) {
        openProfileDialog(choice, input.notes ?? '');
        return error;
      }
      toast({
        title: i18n._('bookings.checkout.errorTitle'),
        description: errorMessage(error, i18n._('bookings.checkout.failed')),
        variant: 'destructive',
      });
      return error;
    }
    if (!created.checkoutUrl) {
      toast({
        title: i18n._('bookings.checkout.errorTitle'),
        description: i18n._('bookings.checkout.noAddress'),
        variant: 'destructive',
      });
      return new Error('Missing checkout URL in the response');
    }
    forgetNotes(guideId);
    setLeaving(true);
    window.location.assign(checkoutAddress(created.checkoutUrl, i18n.locale as Locale));
    return undefined;
  };

  const dialog = profileDialog ? (
    <CompleteProfileDialog
      open={dialogOpen}
      onOpenChange={setDialogOpen}
      returnUrl={profileDialog.returnUrl}
      sessionId={profileDialog.sessionId}
    />
  ) : null;

  return { ready, checkout, busy: create.isPending || leaving, dialog };
}
