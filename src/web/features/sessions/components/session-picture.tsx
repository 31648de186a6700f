import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

interface SessionPictureProps {
  src: string | null;
  /**
   * What the picture shows, for those who cannot see it. Empty where the session's title is read beside it:
   * the guide uploads a picture without describing it, and the title said twice helps nobody.
   */
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the picture arrives. */
  width: number;
  height: number;
  /** Pictures below the fold wait until they are scrolled near; "eager" only for one seen at once. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** A session's picture; without one (or when it fails to load), soft generated art in its place. */
export function SessionPicture({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  className,
}: SessionPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        onError={() => setFailed(src)}
        className={cn('shrink-0 bg-sand-100 object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center bg-linear-to-br from-terracotta-100 via-sand-100 to-azulejo-100 text-azulejo-700/70',
        className,
      )}
    >
      <Sparkles className="size-[40%] max-h-8 max-w-8" />
    </span>
  );
}
