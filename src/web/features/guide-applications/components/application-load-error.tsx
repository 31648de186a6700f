import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** When the guide's application could not be loaded: say so, and offer to try again. */
export function ApplicationLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={CloudOff}
      title="We could not load your application"
      action={
        <Button onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      }
    >
      Check your connection and try again in a moment.
    </EmptyState>
  );
}
