import { GUIDES_AREA_NAME, PRODUCT_NAME } from '@contract/brand';
import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { Button } from '@/components/ui/button';

export function SignupPage() {
  return (
    <PagePlaceholder
      icon={Sprout}
      eyebrow={GUIDES_AREA_NAME}
      heading={`Join ${PRODUCT_NAME} as a Guide`}
      meta={{
        title: 'Join as a Guide',
        description: `Offer your wellness or spiritual practice to seekers in Lisbon: apply to become a ${PRODUCT_NAME} guide.`,
      }}
      actions={
        <Button asChild>
          <Link to="/auth?tab=register&role=practitioner">Create a guide account</Link>
        </Button>
      }
    >
      One form to create your guide account and send your application will live here; until then, create a
      guide account and apply from your dashboard.
    </PagePlaceholder>
  );
}
