import { useState } from 'react';
import { initialsOf } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

interface GuidePhotoProps {
  src: string | null;
  name: string;
  /** Intrinsic size, so the browser reserves the space before the picture arrives. */
  width: number;
  height: number;
  /** "eager" only for a picture seen without scrolling; it is then fetched first, as the page's likely largest. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** A guide's picture; without one (or when it fails), generated art with their initials. */
export function GuidePhoto({ src, name, width, height, loading = 'lazy', className }: GuidePhotoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={name}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={loading === 'eager' ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(src)}
        className={cn('bg-sand-100 object-cover', className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(
        'flex items-center justify-center bg-linear-to-br from-terracotta-100 via-sand-100 to-azulejo-100 font-display text-4xl font-semibold text-azulejo-700',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
