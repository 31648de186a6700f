import { ShieldCheck } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminPage() {
  return (
    <PagePlaceholder
      icon={ShieldCheck}
      eyebrow="Admin"
      heading="Admin Dashboard"
      meta={{
        title: 'Admin Dashboard',
        description: 'Review guide applications, practitioners, sessions and users.',
      }}
    >
      Weekly figures, guide applications to review, and the lists of practitioners, sessions and users will be
      managed here.
    </PagePlaceholder>
  );
}
