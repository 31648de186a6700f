import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Up to two uppercase initials: one from each of the first two parts of "maria.silva", else the first two letters. */
export function initialsOf(username: string): string {
  const parts = username
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters =
    parts.length >= 2 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : (parts[0] ?? '').slice(0, 2);
  return letters.toUpperCase() || '?';
}

interface AvatarProps {
  username: string;
  imageUrl?: string | null;
  className?: string;
}

/** The picture when there is one that loads, else the initials on a blue-teal ground. Drawn in the header, so kept light. */
export function Avatar({ username, imageUrl, className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <span
      className={cn(
        'relative inline-flex size-10 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-linear-to-br from-azulejo-600 to-teal-700 text-sm font-semibold text-white',
        className,
      )}
    >
      {showImage && imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          decoding="async"
          onError={() => setFailedUrl(imageUrl)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
      <span aria-hidden="true">{initialsOf(username)}</span>
    </span>
  );
}
