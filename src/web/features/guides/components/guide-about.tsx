import type { PublicProfile } from '@contract/guides';
import { instagramHref, webLinkHref } from '@contract/web-link';
import { BadgeCheck, Globe, Languages } from 'lucide-react';
import type { ReactNode } from 'react';
import { InstagramIcon } from '@/components/social-icons';
import { Badge } from '@/components/ui/badge';
import { languageName, practiceName } from '@/lib/option-names/option-names';
import { useLingui } from '../i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

/** The About tab: the guide's story, practices, training, languages and photos. */
export function GuideAbout({ profile, name }: { profile: PublicProfile; name: string }) {
  const { i18n } = useLingui();
  const paragraphs = (profile.bio ?? profile.shortBio ?? '').split(/\n\s*\n/).filter((text) => text.trim());
  const instagram = instagramHref(profile.socialLinks.instagram);
  const website = webLinkHref(profile.socialLinks.website);
  return (
    <div className="grid gap-8">
      <Section title={i18n._('guides.about.title', { name })}>
        {paragraphs.length > 0 ? (
          // The guide's own words (in the reader's language when they wrote one), marked with their language.
          <div lang={profile.bioLocale ?? undefined} className="grid gap-3 leading-relaxed text-ink-muted">
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        ) : (
          <p className="text-ink-muted">{i18n._('guides.about.noBio', { name })}</p>
        )}
      </Section>

      {profile.modalities.length > 0 ? (
        <Section title={i18n._('guides.about.modalities')}>
          <ul className="flex flex-wrap gap-2">
            {profile.modalities.map((modality) => (
              <li key={modality}>
                <Badge variant="info" className="px-3 py-1 text-sm">
                  {practiceName(i18n, modality)}
                </Badge>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {profile.specialties.length > 0 ? (
        <Section title={i18n._('guides.about.specialties')}>
          <ul className="flex flex-wrap gap-2">
            {profile.specialties.map((specialty) => (
              <li key={specialty}>
                <Badge variant="outline" className="px-3 py-1 text-sm">
                  {specialty}
                </Badge>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {profile.credentials.length > 0 ? (
        <Section title={i18n._('guides.about.training')}>
          <ul className="grid gap-2">
            {profile.credentials.map((credential) => (
              <li key={credential} className="flex items-start gap-2.5 text-ink">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                {credential}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {profile.languages.length > 0 ? (
        <Section title={i18n._('guides.about.languages')}>
          <p className="flex items-center gap-2.5 text-ink">
            <Languages aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
            {profile.languages.map((language) => languageName(i18n, language)).join(', ')}
          </p>
        </Section>
      ) : null}

      {profile.photoGallery.length > 0 ? (
        <Section title={i18n._('guides.about.gallery')}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {profile.photoGallery.map((photo, index) => (
              <li key={photo} className="overflow-hidden rounded-2xl bg-sand-100">
                <img
                  src={photo}
                  alt={i18n._('guides.about.photo', {
                    name,
                    number: index + 1,
                    total: profile.photoGallery.length,
                  })}
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] size-full object-cover"
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {instagram || website ? (
        <Section title={i18n._('guides.about.elsewhere')}>
          <ul className="flex flex-wrap gap-3">
            {instagram ? (
              <li>
                <a
                  href={instagram}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="inline-flex items-center gap-2 font-medium text-link underline-offset-4 hover:underline"
                >
                  <InstagramIcon className="size-4" />
                  Instagram
                </a>
              </li>
            ) : null}
            {website ? (
              <li>
                <a
                  href={website}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="inline-flex items-center gap-2 font-medium text-link underline-offset-4 hover:underline"
                >
                  <Globe aria-hidden="true" className="size-4" />
                  {i18n._('guides.about.website')}
                </a>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
