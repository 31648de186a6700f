import { roleWithArticle } from '@contract/roles';
import { ShieldAlert } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';

/** The guard's answer to a signed-in user of another role; `role` is the role the page needs. */
export function AccessDenied({ role }: { role: string }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <PageMeta title="Access Denied" description="This page is for another kind of account." />
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-terracotta-50 text-terracotta-700">
        <ShieldAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold text-ink sm:text-4xl">Access Denied</h1>
      <p className="mt-3 text-lg text-ink-muted">
        You need to be {roleWithArticle(role)} to access this page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/dashboard">Go to my home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/explore">Explore practitioners</Link>
        </Button>
      </div>
    </div>
  );
}
