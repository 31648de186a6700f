import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** Accessible names of the thumbs, in order ("Minimum price", "Maximum price"). */
  thumbLabels: readonly string[];
  /** How a thumb's value is read out ("€40"). */
  formatValue?: (value: number) => string;
}

export function Slider({ className, thumbLabels, formatValue, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [];
  return (
    <SliderPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      className={cn('relative flex h-6 w-full touch-none select-none items-center', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-sand-200">
        <SliderPrimitive.Range className="absolute h-full bg-azulejo-600" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, index) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          aria-valuetext={formatValue && values[index] !== undefined ? formatValue(values[index]) : undefined}
          className="block size-5 cursor-grab rounded-full border-2 border-azulejo-600 bg-card shadow-soft transition-colors hover:bg-azulejo-50 active:cursor-grabbing"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
