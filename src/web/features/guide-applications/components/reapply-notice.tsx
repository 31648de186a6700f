import { Info } from 'lucide-react';
import { useLingui } from '../i18n';

/** Above an application form when the guide's last application was not approved. */
export function ReapplyNotice({ prefilled }: { prefilled: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className="mt-6 flex items-start gap-3 rounded-2xl border border-azulejo-200 bg-azulejo-50 p-4 text-sm text-azulejo-900">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {prefilled ? i18n._('guideApplications.reapply.prefilled') : i18n._('guideApplications.reapply.text')}
      </p>
    </div>
  );
}
