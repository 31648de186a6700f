import { GALLERY_MAX_PHOTOS } from '@contract/catalog';
import { ImagePlus, Star, Trash2, TriangleAlert } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUploadGalleryImage } from '../api/upload-gallery-image';
import { useLingui, useMessageText } from '../i18n';
import { GALLERY_IMAGE_TYPES, galleryFileProblem, removePhoto } from '../profile-form';
import type { ProfileFormApi } from './profile-form-api';

/**
 * Media Gallery: drop or pick images; each goes to POST /api/uploads/gallery and joins the gallery (at most 6).
 * One of them is the profile photo. The gallery itself is saved with the profile.
 */
export function GalleryField({ form }: { form: ProfileFormApi }) {
  const inputId = useId();
  const { i18n } = useLingui();
  const errorText = useMessageText();
  const upload = useUploadGalleryImage();
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [gallery = [], profilePicUrl] = useWatch({
    control: form.control,
    name: ['photoGallery', 'profilePicUrl'],
  });
  const room = GALLERY_MAX_PHOTOS - gallery.length - uploading;
  const galleryError = errorText(form.formState.errors.photoGallery?.message);

  const setGallery = (photoGallery: string[], picture: string | null) => {
    form.setValue('photoGallery', photoGallery, { shouldDirty: true, shouldValidate: true });
    form.setValue('profilePicUrl', picture, { shouldDirty: true });
  };

  const addFiles = async (files: File[]) => {
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const problem = galleryFileProblem(file, i18n);
      if (problem) found.push(problem);
      else accepted.push(file);
    }
    if (accepted.length > room) {
      found.push(
        i18n._('guideProfile.gallery.tooMany', {
          max: GALLERY_MAX_PHOTOS,
          count: accepted.length - Math.max(room, 0),
        }),
      );
    }
    const toSend = accepted.slice(0, Math.max(room, 0));
    setProblems(found);
    if (toSend.length === 0) return;
    setUploading((n) => n + toSend.length);
    for (const file of toSend) {
      try {
        const { url } = await upload.mutateAsync(file);
        const current = form.getValues('photoGallery') ?? [];
        const picture = form.getValues('profilePicUrl');
        setGallery([...current, url], picture || url);
      } catch (error) {
        setProblems((list) => [
          ...list,
          i18n._('guideProfile.gallery.fileProblem', {
            file: file.name,
            problem: errorMessage(error, i18n._('guideProfile.gallery.uploadFailed')),
          }),
        ]);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    void addFiles([...event.dataTransfer.files]);
  };

  const full = room <= 0;

  return (
    <div className="grid gap-5">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          if (!full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed border-input bg-sand-50 px-6 py-10 text-center transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
          full
            ? 'cursor-not-allowed opacity-70'
            : 'cursor-pointer hover:border-azulejo-600 hover:bg-azulejo-50',
          dragging && 'border-azulejo-600 bg-azulejo-50',
        )}
      >
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-card text-azulejo-700 shadow-soft">
          <ImagePlus aria-hidden="true" className="size-6" />
        </span>
        <span className="font-semibold text-ink">
          {full ? i18n._('guideProfile.gallery.full') : i18n._('guideProfile.gallery.drop')}
        </span>
        <span className="text-sm text-ink-muted">
          {i18n._('guideProfile.gallery.limits', { count: gallery.length, max: GALLERY_MAX_PHOTOS })}
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={GALLERY_IMAGE_TYPES.join(',')}
          disabled={full}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void addFiles(files);
          }}
        />
      </label>

      {problems.length > 0 || galleryError ? (
        <ul
          role="alert"
          className="grid gap-1.5 rounded-2xl border border-danger-600/30 bg-danger-50 p-4 text-sm"
        >
          {[...problems, ...(galleryError ? [galleryError] : [])].map((problem) => (
            <li key={problem} className="flex items-start gap-2 text-danger-700">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {problem}
            </li>
          ))}
        </ul>
      ) : null}

      {gallery.length > 0 || uploading > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          {gallery.map((url, index) => {
            const isProfilePhoto = url === profilePicUrl;
            return (
              <li key={url} className="overflow-hidden rounded-2xl border border-border bg-card shadow-soft">
                <div className="relative aspect-[4/3] bg-sand-100">
                  <img
                    src={url}
                    alt={i18n._('guideProfile.gallery.alt', { index: index + 1, count: gallery.length })}
                    className="size-full object-cover"
                  />
                  {isProfilePhoto ? (
                    <Badge variant="success" className="absolute top-2 left-2 shadow-sm">
                      <Star aria-hidden="true" className="fill-current" />
                      {i18n._('guideProfile.gallery.profilePhoto')}
                    </Badge>
                  ) : null}
                </div>
                <div className="flex items-center justify-between gap-1 p-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="min-w-0 shrink px-3"
                    aria-label={
                      isProfilePhoto
                        ? i18n._('guideProfile.gallery.isProfile', { index: index + 1 })
                        : i18n._('guideProfile.gallery.useAsProfile', { index: index + 1 })
                    }
                    aria-pressed={isProfilePhoto}
                    disabled={isProfilePhoto}
                    onClick={() => setGallery(gallery, url)}
                  >
                    <Star aria-hidden="true" className={cn(isProfilePhoto && 'fill-current')} />
                    {isProfilePhoto ? (
                      <span className="truncate">{i18n._('guideProfile.gallery.profile')}</span>
                    ) : (
                      <span className="hidden truncate sm:inline">
                        {i18n._('guideProfile.gallery.useAsProfileShort')}
                      </span>
                    )}
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9 shrink-0 text-danger-600 hover:bg-danger-50"
                    aria-label={i18n._('guideProfile.gallery.remove', { index: index + 1 })}
                    onClick={() => {
                      const next = removePhoto(gallery, profilePicUrl, url);
                      setGallery(next.photoGallery, next.profilePicUrl);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
          {Array.from({ length: uploading }, (_, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of uploads in flight have no identity
              key={index}
              className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-border bg-sand-50 text-sm text-ink-muted"
            >
              <Spinner label={null} className="text-azulejo-600" />
              {i18n._('guideProfile.gallery.uploading')}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{i18n._('guideProfile.gallery.empty')}</p>
      )}
    </div>
  );
}
