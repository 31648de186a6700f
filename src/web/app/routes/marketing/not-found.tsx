import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <PageMeta title="Page Not Found" description="This page does not exist." />
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-azulejo-50 text-azulejo-700">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold text-ink sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-3 text-lg text-ink-muted">Did you forget to add the page to the router?</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Back to home</Link>
      </Button>
    </div>
  );
}
