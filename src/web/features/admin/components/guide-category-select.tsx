import type { AdminGuideRow } from '@contract/admin';
import { APPLICATION_CATEGORIES, type ApplicationCategory, practiceGroupOf } from '@contract/catalog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useChangeGuideCategory } from '../api/change-guide-category';
import { useLingui } from '../i18n';

/**
 * A guide's category, which an admin changes in place; an applicant not yet approved has none to
 * change (approval copies the application's).
 */
export function GuideCategorySelect({ row }: { row: AdminGuideRow }) {
  const change = useChangeGuideCategory();
  const { i18n } = useLingui();
  if (row.category === null) return <span className="text-ink-muted">—</span>;
  const onChange = async (category: ApplicationCategory) => {
    try {
      await change.mutateAsync({ id: row.id, change: { category } });
      const practice = practiceGroupOf(category);
      toast({
        title: i18n._('admin.category.updated'),
        description: practice
          ? i18n._('admin.category.filedExplore', { username: row.username, category, group: practice.title })
          : i18n._('admin.category.filed', { username: row.username, category }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: i18n._('admin.errorTitle'),
        description: errorMessage(error, i18n._('admin.category.failed')),
        variant: 'destructive',
      });
    }
  };
  const value = change.isPending ? change.variables?.change.category : row.category;
  return (
    <Select
      value={value ?? ''}
      onValueChange={(category) => void onChange(category as ApplicationCategory)}
      disabled={change.isPending}
    >
      <SelectTrigger
        aria-label={i18n._('admin.category.of', { username: row.username })}
        className="h-9 min-w-32"
      >
        <SelectValue placeholder={row.category} />
      </SelectTrigger>
      <SelectContent>
        {APPLICATION_CATEGORIES.map((category) => (
          <SelectItem key={category} value={category}>
            {category}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
