import { useLingui } from '@/i18n';
import { usePendingNavigation } from '../browser-router';

/** A thin bar under the header while the next screen's code loads. */
export function NavigationProgress() {
  const { i18n } = useLingui();
  if (!usePendingNavigation()) return null;
  return (
    <div
      role="progressbar"
      aria-label={i18n._('navigation.loading')}
      className="absolute inset-x-0 bottom-0 h-0.5 overflow-hidden bg-azulejo-100"
    >
      <div className="h-full w-1/3 animate-navigation-progress bg-azulejo-600" />
    </div>
  );
}
