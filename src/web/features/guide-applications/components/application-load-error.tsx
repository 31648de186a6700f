import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useLingui } from '../i18n';

/** When the guide's application could not be loaded: say so, and offer to try again. */
export function ApplicationLoadError({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <EmptyState
      icon={CloudOff}
      title={i18n._('guideApplications.loadError.title')}
      action={
        <Button onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {i18n._('guideApplications.loadError.retry')}
        </Button>
      }
    >
      {i18n._('guideApplications.loadError.text')}
    </EmptyState>
  );
}
