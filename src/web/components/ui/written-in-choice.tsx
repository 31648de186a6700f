import { LOCALES, type Locale } from '@contract/locales';
import { useId } from 'react';

interface WrittenInChoiceProps {
  /** What the choice asks, e.g. "Your bio is written in". */
  legend: string;
  /** Each language's name in the page's language. */
  names: Record<Locale, string>;
  value: Locale | null | undefined;
  onChange: (locale: Locale) => void;
  error?: string;
}

/**
 * Which language a guide wrote a text in: two pills of native radio buttons, light enough for any form. The
 * words come from the form's own catalogue.
 */
export function WrittenInChoice({ legend, names, value, onChange, error }: WrittenInChoiceProps) {
  const name = useId();
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId}>
      {/* Above the two choices on a phone, beside them where there is room. */}
      <legend className="mb-2 text-sm text-ink-muted sm:float-left sm:mr-3 sm:mb-0 sm:leading-9">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {LOCALES.map((locale) => (
          <label
            key={locale}
            className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-input bg-card px-3.5 text-sm text-ink transition-colors hover:border-azulejo-600 has-checked:border-azulejo-600 has-checked:bg-azulejo-50 has-checked:font-medium has-focus-visible:ring-2 has-focus-visible:ring-azulejo-600"
          >
            <input
              type="radio"
              name={name}
              value={locale}
              checked={value === locale}
              onChange={() => onChange(locale)}
              className="size-3.5 accent-azulejo-600"
            />
            {names[locale]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
