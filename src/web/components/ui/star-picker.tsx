import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useLingui } from '@/components/i18n';
import { cn } from '@/lib/cn';
import { useFieldMessage } from '@/lib/form-validation';
import { STAR_COUNT } from '@/lib/star-rating';

const WORDS = [
  '',
  /*i18n*/ 'stars.poor',
  /*i18n*/ 'stars.fair',
  /*i18n*/ 'stars.good',
  /*i18n*/ 'stars.veryGood',
  /*i18n*/ 'stars.excellent',
] as const;

interface StarPickerProps {
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  legend: string;
  error?: string;
  className?: string;
}

/**
 * Five stars that are radio buttons underneath: Tab reaches the group, the arrow keys choose, and a screen
 * reader hears "4 stars, 4 of 5".
 */
export function StarPicker({ value, onChange, onBlur, legend, error: message, className }: StarPickerProps) {
  const { i18n } = useLingui();
  const error = useFieldMessage()(message);
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset
      className={cn('grid gap-1.5', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex items-center gap-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hovering only previews; the radios do the choosing */}
        <div className="flex" onMouseLeave={() => setHovered(0)}>
          {Array.from({ length: STAR_COUNT }, (_, index) => {
            const stars = index + 1;
            return (
              <label key={stars} className="cursor-pointer p-0.5" onMouseEnter={() => setHovered(stars)}>
                <input
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  onBlur={onBlur}
                  className="peer sr-only"
                />
                <span className="inline-flex rounded-lg p-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring">
                  <Star
                    aria-hidden="true"
                    strokeWidth={1.5}
                    className={cn(
                      'size-8 transition-colors',
                      stars <= shown ? 'fill-star text-star' : 'fill-transparent text-ink-muted/70',
                    )}
                  />
                </span>
                <span className="sr-only">{i18n._('stars.count', { stars })}</span>
              </label>
            );
          })}
        </div>
        <span aria-hidden="true" className="text-sm font-medium text-ink-muted">
          {WORDS[shown] ? i18n._(WORDS[shown]) : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
