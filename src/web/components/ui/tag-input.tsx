import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useLingui } from '@/components/i18n';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Input } from './input';

interface TagInputProps {
  /** The input's id, so a FormField label names it. */
  id?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Read out on the add and remove buttons ("credential"). */
  itemName: string;
  maxItems?: number;
  maxLength?: number;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/** A list of short texts: type one and press Enter (or Add); each shows as a chip with a remove button. */
export function TagInput({
  id,
  value,
  onChange,
  onBlur,
  placeholder,
  itemName,
  maxItems = 20,
  maxLength = 150,
  className,
  ...aria
}: TagInputProps) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState('');
  const text = draft.trim();
  const isDuplicate = value.some((item) => item.toLowerCase() === text.toLowerCase());
  const canAdd = text.length > 0 && !isDuplicate && value.length < maxItems;

  const add = () => {
    if (!canAdd) return;
    onChange([...value, text]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className={cn('grid gap-2.5', className)}>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          disabled={value.length >= maxItems}
          {...aria}
        />
        <Button
          type="button"
          variant="outline"
          onClick={add}
          disabled={!canAdd}
          aria-label={i18n._('tags.add', { item: itemName })}
        >
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">{i18n._('tags.addButton')}</span>
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-azulejo-50 py-1 pr-1 pl-3 text-sm text-azulejo-700"
            >
              <span className="truncate">{item}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== item))}
                aria-label={i18n._('tags.remove', { item: itemName, value: item })}
                className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-azulejo-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
