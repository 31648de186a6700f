import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/** How long typing pauses before the search follows. */
export const SEARCH_DELAY_MS = 350;

interface SearchFieldProps {
  /** The search as it stands (in the URL, usually). */
  value: string;
  /** Called a moment after typing stops, or at once on Enter. */
  onSearch: (text: string) => void;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}

/**
 * A search box that waits for typing to pause before it searches, so a list asks the server once per word
 * rather than once per key. When the value changes from outside (Back, a cleared filter) the box follows it.
 */
export function SearchField({
  value,
  onSearch,
  id,
  placeholder,
  maxLength = 100,
  className,
  ...props
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  /** What this box last sent: that change must not overwrite what was typed since. */
  const sent = useRef(value);

  const send = (next: string) => {
    sent.current = next;
    latest.current.onSearch(next);
  };

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing starts the countdown
  useEffect(() => {
    if (text === latest.current.value) return;
    // Enter may already have sent this text: sending it again would undo what came since (a page turned).
    const timer = setTimeout(() => {
      if (text !== sent.current) send(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text !== value) send(text);
  };

  return (
    <search className={cn('block', className)}>
      <form onSubmit={onSubmit} className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
        />
        <Input
          id={id}
          type="search"
          aria-label={props['aria-label']}
          placeholder={placeholder}
          value={text}
          maxLength={maxLength}
          onChange={(event) => setText(event.target.value)}
          className="pl-10"
        />
      </form>
    </search>
  );
}
