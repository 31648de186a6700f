-- Luz's commission follows refunds (decision 025): a booking refunded in full keeps no commission, a
-- partial refund keeps Luz's share of the rest. Bookings cancelled before this kept the commission of
-- the whole payment. The rate they were charged at is not stored, so the commission is scaled down
-- with the part of the payment that was kept: exact for full refunds (none is left), and within a
-- cent of the rate applied to the rest for the partial refunds a provider's dashboard can make.
UPDATE bookings
SET commission_amount = round(commission_amount::numeric * (payment_amount - refund_amount) / payment_amount)::integer
WHERE refund_amount > 0 AND commission_amount > 0 AND payment_amount > 0;
