import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from './field-messages';
import {
  instagramHref,
  optionalInstagramField,
  optionalWebLinkField,
  WEB_LINK_MESSAGE,
  webLinkField,
  webLinkHref,
} from './web-link';

/** Addresses that would run or fetch something other than a web page when clicked. */
const NOT_WEB_LINKS = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  'javascript://luz.pt/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox("hi")',
  'ftp://files.example.com/cert.pdf',
  'https://',
  'not a site',
];

describe('a web link', () => {
  it.each(NOT_WEB_LINKS)('refuses %j with the same message', (value) => {
    const result = webLinkField(FIELD_LABELS.link).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([WEB_LINK_MESSAGE]);
    expect(optionalWebLinkField(FIELD_LABELS.link).safeParse(value).success).toBe(false);
  });

  it('takes http and https addresses in any case, trimmed', () => {
    expect(webLinkField(FIELD_LABELS.link).parse('  https://certs.example.com/rita-2 ')).toBe(
      'https://certs.example.com/rita-2',
    );
    expect(webLinkField(FIELD_LABELS.link).parse('HTTP://Luz.pt/About')).toBe('HTTP://Luz.pt/About');
    expect(optionalWebLinkField(FIELD_LABELS.link).parse('')).toBe('');
    expect(optionalWebLinkField(FIELD_LABELS.link).parse(undefined)).toBeUndefined();
  });

  it('is drawn as a link only when it is a web address', () => {
    for (const value of NOT_WEB_LINKS) expect(webLinkHref(value)).toBeNull();
    expect(webLinkHref(null)).toBeNull();
    expect(webLinkHref(' https://luz.pt/guides ')).toBe('https://luz.pt/guides');
  });
});

describe('an Instagram answer', () => {
  it('is a handle or a web address', () => {
    expect(optionalInstagramField().parse('@luz.reiki')).toBe('@luz.reiki');
    expect(optionalInstagramField().parse('https://instagram.com/luz')).toBe('https://instagram.com/luz');
    for (const value of NOT_WEB_LINKS) expect(optionalInstagramField().safeParse(value).success).toBe(false);
  });

  it('turns a handle into its profile address, and nothing else into a link', () => {
    expect(instagramHref('@luz.reiki')).toBe('https://www.instagram.com/luz.reiki/');
    expect(instagramHref('https://instagram.com/luz')).toBe('https://instagram.com/luz');
    expect(instagramHref('my insta')).toBeNull();
    expect(instagramHref('javascript:alert(1)')).toBeNull();
    expect(instagramHref('')).toBeNull();
  });
});
