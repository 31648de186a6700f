import { FIELD_LABELS, type FieldLabel, optionalText, requiredText } from './field-messages';

export const WEB_LINK_MESSAGE = /*i18n*/ 'contract.webLink.enterAWebAddressStarting';
export const INSTAGRAM_MESSAGE =
  'Enter an Instagram handle like @name, or a web address starting with http:// or https://';

/** Longest web address a form keeps. */
export const WEB_LINK_MAX_LENGTH = 500;

const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\.[^\s]+$/i;
const INSTAGRAM_HANDLE = /^@?[A-Za-z0-9._]{1,30}$/;

/**
 * An address a browser opens as a web page: http or https, a host with a dot, no spaces. Anything
 * else (`javascript:`, `data:`, `vbscript:`, `ftp:`…) would run or download something when clicked,
 * so it is never stored as a link nor drawn as one.
 */
export function isWebLink(value: string): boolean {
  if (!WEB_ADDRESS.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The address to put in an `href` for a stored link, or null when it is not a web address: links
 * written before every form checked them may hold anything.
 */
export function webLinkHref(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return isWebLink(text) ? new URL(text).href : null;
}

/** A required web address: "{label} is required" when blank, the web-link message when not a web address. */
export function webLinkField(label: FieldLabel, max = WEB_LINK_MAX_LENGTH) {
  return requiredText(label, max).refine(isWebLink, WEB_LINK_MESSAGE);
}

/** A web address or nothing (an empty answer means none). */
export function optionalWebLinkField(label: FieldLabel, max = WEB_LINK_MAX_LENGTH) {
  return optionalText(label, max).refine(
    (value) => value === undefined || value === '' || isWebLink(value),
    WEB_LINK_MESSAGE,
  );
}

/** An Instagram answer: a handle ("@luz.reiki" or "luz.reiki"), a web address, or nothing. */
export function optionalInstagramField(max = 100) {
  return optionalText(FIELD_LABELS.instagram, max).refine(
    (value) => value === undefined || value === '' || INSTAGRAM_HANDLE.test(value) || isWebLink(value),
    INSTAGRAM_MESSAGE,
  );
}

/** An Instagram answer as the address of the profile, or null when it is neither a handle nor a web address. */
export function instagramHref(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  const handle = INSTAGRAM_HANDLE.exec(text) ? text.replace(/^@/, '') : null;
  return handle ? `https://www.instagram.com/${handle}/` : webLinkHref(text);
}
