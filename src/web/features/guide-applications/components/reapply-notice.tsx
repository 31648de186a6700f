import { Info } from 'lucide-react';

/** Above an application form when the guide's last application was not approved. */
export function ReapplyNotice({ prefilled }: { prefilled: boolean }) {
  return (
    <div className="mt-6 flex items-start gap-3 rounded-2xl border border-azulejo-200 bg-azulejo-50 p-4 text-sm text-azulejo-900">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        Your previous application was not approved, and you are welcome to apply again.
        {prefilled ? ' We have filled in your earlier answers: add more detail where you can.' : null}
      </p>
    </div>
  );
}
