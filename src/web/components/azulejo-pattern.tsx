import { useId } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  light: { ground: '#fbf8f3', line: '#b3cbeb', motif: '#1f4e8c', accent: '#e3a58c' },
  blue: { ground: '#1f4e8c', line: '#3d68a3', motif: '#d6e4f5', accent: '#e3a58c' },
  teal: { ground: '#0e5f5b', line: '#2c7a75', motif: '#cfe6e2', accent: '#e3a58c' },
} as const;

interface AzulejoPatternProps {
  tone?: keyof typeof TONES;
  /** Size of one tile in CSS pixels. */
  tileSize?: number;
  className?: string;
}

/** Generated art in the spirit of Lisbon's tiles, for places where there is no photo. Decorative only. */
export function AzulejoPattern({ tone = 'light', tileSize = 64, className }: AzulejoPatternProps) {
  const id = `azulejo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const c = TONES[tone];
  return (
    <svg aria-hidden="true" className={cn('absolute inset-0 size-full', className)}>
      <defs>
        <pattern id={id} width={tileSize} height={tileSize} patternUnits="userSpaceOnUse" viewBox="0 0 40 40">
          <rect width="40" height="40" fill={c.ground} />
          <rect x="0.5" y="0.5" width="39" height="39" fill="none" stroke={c.line} strokeWidth="0.6" />
          <g fill="none" stroke={c.motif} strokeWidth="1" opacity="0.55">
            <path d="M0 6.5A6.5 6.5 0 0 0 6.5 0" />
            <path d="M33.5 0A6.5 6.5 0 0 0 40 6.5" />
            <path d="M40 33.5A6.5 6.5 0 0 0 33.5 40" />
            <path d="M6.5 40A6.5 6.5 0 0 0 0 33.5" />
          </g>
          <g fill="none" stroke={c.motif} strokeWidth="1.1" opacity="0.85">
            <path d="M20 7c3.2 4.4 3.2 8.6 0 13-3.2-4.4-3.2-8.6 0-13Z" />
            <path d="M20 33c-3.2-4.4-3.2-8.6 0-13 3.2 4.4 3.2 8.6 0 13Z" />
            <path d="M7 20c4.4-3.2 8.6-3.2 13 0-4.4 3.2-8.6 3.2-13 0Z" />
            <path d="M33 20c-4.4 3.2-8.6 3.2-13 0 4.4-3.2 8.6-3.2 13 0Z" />
          </g>
          <circle cx="20" cy="20" r="2.6" fill={c.accent} />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
