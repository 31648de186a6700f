import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { OptionalLabel } from '@/components/ui/optional-label';
import { Spinner } from '@/components/ui/spinner';
import { GALLERY_IMAGE_TYPES, galleryFileProblem, useUploadGalleryImage } from '@/features/guide-profile';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useLingui } from '../i18n';
import { SessionPicture } from './session-picture';

interface SessionImageFieldProps {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  /** The form's own message for the field (a refused address, an image no longer on Luz). */
  error?: string;
}

/**
 * The session's picture: one image, uploaded at once through the gallery's pipeline (checked, turned upright,
 * made WebP, stored under its content's name); the session keeps its address when the form is saved. Replacing
 * or removing it changes only the form until then.
 */
export function SessionImageField({ value, onChange, error }: SessionImageFieldProps) {
  const upload = useUploadGalleryImage();
  const { i18n } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = upload.isPending;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = galleryFileProblem(file, i18n);
    setProblem(refused);
    if (refused) return;
    try {
      const { url } = await upload.mutateAsync(file);
      onChange(url);
    } catch (failure) {
      setProblem(
        i18n._('sessions.image.fileProblem', {
          file: file.name,
          problem: errorMessage(failure, i18n._('sessions.image.uploadFailed')),
        }),
      );
    }
  };

  return (
    <FormField
      label={<OptionalLabel>{i18n._('sessions.image.label')}</OptionalLabel>}
      error={problem ?? error}
      hint={i18n._('sessions.image.hint')}
    >
      {(control) => {
        const input = (
          <input
            {...control}
            type="file"
            accept={GALLERY_IMAGE_TYPES.join(',')}
            disabled={uploading}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void choose(file);
            }}
          />
        );
        if (!value) {
          return (
            <label
              htmlFor={control.id}
              className={cn(
                'flex items-center gap-3 rounded-2xl border-2 border-dashed border-input bg-sand-50 px-4 py-3 transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
                uploading ? 'cursor-progress' : 'cursor-pointer hover:border-azulejo-600 hover:bg-azulejo-50',
              )}
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-card text-azulejo-700 shadow-soft">
                {uploading ? <Spinner label={null} /> : <ImagePlus aria-hidden="true" className="size-5" />}
              </span>
              <span className="font-medium text-ink">
                {uploading ? i18n._('sessions.image.uploading') : i18n._('sessions.image.add')}
              </span>
              {input}
            </label>
          );
        }
        return (
          <div className="flex flex-wrap items-center gap-4">
            <SessionPicture
              src={value}
              alt={i18n._('sessions.image.alt')}
              width={160}
              height={120}
              loading="eager"
              className={cn('h-24 w-32 rounded-2xl border border-border', uploading && 'opacity-60')}
            />
            <div className="flex flex-wrap gap-2">
              <label
                htmlFor={control.id}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-full border border-input bg-card px-4 text-sm font-semibold text-ink transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
                  uploading ? 'cursor-progress' : 'cursor-pointer hover:bg-sand-100',
                )}
              >
                {uploading ? (
                  <Spinner label={null} className="size-4" />
                ) : (
                  <RefreshCw aria-hidden="true" className="size-4" />
                )}
                {uploading ? i18n._('sessions.image.uploading') : i18n._('sessions.image.replace')}
                {input}
              </label>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-danger-600 hover:bg-danger-50"
                disabled={uploading}
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                <Trash2 aria-hidden="true" />
                {i18n._('sessions.image.remove')}
              </Button>
            </div>
          </div>
        );
      }}
    </FormField>
  );
}
