import { Heart } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useToggleFavorite } from '../api/toggle-favorite';
import { useLingui } from '../i18n';

interface FavoriteButtonProps {
  guideId: number;
  /** The guide's name, for the button's accessible name. */
  name: string;
  className?: string;
}

/** The heart that saves a guide; only signed-in people (other than the guide) see it. */
export function FavoriteButton({ guideId, name, className }: FavoriteButtonProps) {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite();
  if (!user || user.id === guideId) return null;

  const saved = ids.data?.practitionerIds.includes(guideId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? i18n._('favorites.remove', { name }) : i18n._('favorites.save', { name })}
      disabled={ids.isPending}
      onClick={() => toggle.mutate({ guideId, save: !saved })}
      className={cn(
        'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-card/95 text-ink shadow-soft transition-colors hover:bg-terracotta-50 hover:text-terracotta-700 disabled:cursor-default disabled:opacity-60',
        saved && 'text-terracotta-600',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5 transition-transform', saved && 'scale-110 fill-current')}
      />
    </button>
  );
}
