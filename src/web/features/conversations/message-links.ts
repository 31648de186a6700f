import { linkifyit } from 'linkify-it';

/** A piece of a message: plain text, or a web address to show as a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Emails and ftp addresses stay text: a message links to web pages only.
const linkify = linkifyit().add('mailto:', null).add('ftp:', null).add('//', null);

/**
 * A message cut into text and links, for React to draw as elements (never as HTML). Only http and
 * https addresses become links, so a `javascript:` or `data:` address stays text.
 */
export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of linkify.match(body) ?? []) {
    const href = safeHref(match.url);
    if (!href) continue;
    if (match.index > at) parts.push({ kind: 'text', text: body.slice(at, match.index) });
    parts.push({ kind: 'link', text: match.text, href });
    at = match.lastIndex;
  }
  if (at < body.length) parts.push({ kind: 'text', text: body.slice(at) });
  return parts;
}

function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
