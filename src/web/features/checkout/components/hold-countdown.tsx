import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatCountdown } from '../card-form';
import { Trans } from '../i18n';

const SOON_MS = 2 * 60 * 1000;

/** Time left on the spot's hold, each second; calls onExpire once when it runs out. */
export function HoldCountdown({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const deadline = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;
  const left = deadline - now;

  useEffect(() => {
    if (deadline - Date.now() <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const expired = left <= 0;
  useEffect(() => {
    if (expired) expireRef.current();
  }, [expired]);

  const soon = left < SOON_MS;
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-2xl border p-4 text-sm',
        soon
          ? 'border-terracotta-100 bg-terracotta-50 text-terracotta-700'
          : 'border-border bg-sand-50 text-ink',
      )}
    >
      <Timer aria-hidden="true" className="size-5 shrink-0" />
      <p>
        <Trans
          id={/*i18n*/ 'checkout.hold.countdown'}
          values={{ left: formatCountdown(left) }}
          components={{ 0: <span role="timer" aria-live="off" className="font-semibold tabular-nums" /> }}
        />
      </p>
    </div>
  );
}
