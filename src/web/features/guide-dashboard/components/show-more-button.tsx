import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The next page of one of the dashboard's lists, while there is one. */
export function ShowMoreButton({
  list,
  size,
  children,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  size?: 'sm';
  children: ReactNode;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      size={size}
      className="justify-self-center"
      pending={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
