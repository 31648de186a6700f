import { UserRound } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function ProfilePage() {
  return (
    <PagePlaceholder
      icon={UserRound}
      heading="Your Profile"
      meta={{ title: 'Your Profile', description: 'Your name, city and a few words about you.' }}
    >
      Your name, city, country and a short bio, which guides see when you book with them, will be edited here.
    </PagePlaceholder>
  );
}
