import ICAL from 'ical.js';
import { LinkifyIt } from 'linkify-it';
import type { Email } from 'postal-mime';
import { findAppRoute } from '../../contract/app-routes';
import { splitLocalePath } from '../../contract/locales';
import type { LuzApp } from '../app';
import { PUBLIC_URL } from './test-app';

/**
 * Reading the emails Luz sends, as a mail program would: tests take a message the loopback SMTP
 * server captured (`world.smtp.waitFor(...)`), read it with `readMail`, and check what a person
 * sees and clicks: subject, sender, both parts, every link, and the calendar invitation as a
 * calendar reads it.
 *
 *   const mail = readMail(await world.smtp.waitFor(seeker.email, /Booking confirmed/));
 *   expect(mail.calendar).toMatchObject({ method: 'PUBLISH', sequence: 0 });
 *   expect(await deadLinks(world.app, mail)).toEqual([]);
 */
export interface CapturedMail {
  subject: string;
  /** The sender's address, and the name mail programs show for it. */
  from: { name: string; address: string };
  /** Recipients' addresses. */
  to: string[];
  /** Reply-To addresses (empty when replies go to the sender). */
  replyTo: string[];
  text: string;
  html: string;
  /**
   * Every web address a reader can follow, once each in the order first met: the HTML part's
   * `href`s (non-web ones, such as `mailto:`, left out) then the addresses written in the text part.
   */
  links: string[];
  /** The `src` of each picture in the HTML part. */
  images: string[];
  /** Headers by lower-case name (the last one when a header comes twice). */
  headers: Record<string, string>;
  /** The attached calendar event, read by an iCalendar parser; null when none is attached. */
  calendar: CalendarEvent | null;
  /** The message as postal-mime parsed it, for what the fields above leave out. */
  email: Email;
}

/** A calendar attachment's event, as calendars read it. */
export interface CalendarEvent {
  /** PUBLISH for an invitation or its update, CANCEL to take it out of the calendar. */
  method: string;
  uid: string;
  /** 0 for the first version; a calendar keeps the version with the highest. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** CONFIRMED or CANCELLED. */
  status: string;
  url: string | null;
  /** Attendees' addresses, without `mailto:`. */
  attendees: string[];
}

const webAddresses = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false });

/** `&amp;` and the other escapes of an HTML attribute, as a browser reads them. */
function attributeValue(raw: string): string {
  return raw
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributesOf(html: string, tag: string, attribute: string): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*?\\s${attribute}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'gi');
  return [...html.matchAll(pattern)].map((m) => attributeValue(m[2] ?? m[3] ?? ''));
}

function textOf(content: string | ArrayBuffer | Uint8Array): string {
  return typeof content === 'string' ? content : new TextDecoder().decode(content);
}

/** The first VEVENT of an iCalendar text, as ical.js reads it. */
export function readCalendar(ics: string): CalendarEvent {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('The calendar holds no event');
  const event = new ICAL.Event(vevent);
  const text = (name: string) => {
    const value = vevent.getFirstPropertyValue(name);
    return value === null || value === undefined ? null : String(value);
  };
  return {
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    uid: event.uid,
    sequence: event.sequence ?? 0,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    summary: event.summary ?? '',
    location: event.location ?? '',
    description: event.description ?? '',
    status: text('status') ?? '',
    url: text('url'),
    attendees: event.attendees.map((a) => String(a.getFirstValue()).replace(/^mailto:/i, '')),
  };
}

/** A captured message, read for a test (see CapturedMail). */
export function readMail(email: Email): CapturedMail {
  const html = email.html ?? '';
  const text = email.text ?? '';
  const fromHtml = attributesOf(html, 'a', 'href').filter((href) => !/^mailto:/i.test(href));
  const fromText = (webAddresses.match(text) ?? []).filter((m) => /^https?:/i.test(m.url)).map((m) => m.url);
  const headers: Record<string, string> = {};
  for (const header of email.headers) headers[header.key.toLowerCase()] = header.value;
  const invitation = email.attachments.find((a) => a.mimeType === 'text/calendar');
  const addresses = (list: Email['to']) =>
    (list ?? []).flatMap((a) => ('group' in a && a.group ? a.group : [a])).map((a) => a.address ?? '');
  return {
    subject: email.subject ?? '',
    from: { name: email.from?.name ?? '', address: email.from?.address ?? '' },
    to: addresses(email.to),
    replyTo: addresses(email.replyTo),
    text,
    html,
    links: [...new Set([...fromHtml, ...fromText])],
    images: attributesOf(html, 'img', 'src'),
    headers,
    calendar: invitation ? readCalendar(textOf(invitation.content)) : null,
    email,
  };
}

/**
 * The links and pictures of an email that would not work: any that is not an absolute web address
 * on Luz's address (`publicUrl`), and any there whose path is neither a page of the web app nor
 * answered by the app (an API route, an image) without an error. Addresses of somewhere else are
 * dead too, unless listed in `elsewhere` (a guide's meeting link, say): a link built from another
 * base than PUBLIC_URL is a mistake.
 */
export async function deadLinks(
  app: LuzApp,
  mail: CapturedMail,
  options: { elsewhere?: string[]; publicUrl?: string } = {},
): Promise<string[]> {
  const luz = new URL(options.publicUrl ?? PUBLIC_URL).origin;
  const dead: string[] = [];
  for (const link of [...mail.links, ...mail.images]) {
    if (options.elsewhere?.includes(link)) continue;
    const url = URL.canParse(link) ? new URL(link) : null;
    if (!url || url.origin !== luz) {
      dead.push(link);
      continue;
    }
    // A page in another language is the same page under its language's prefix ("/pt/bookings").
    if (findAppRoute(splitLocalePath(url.pathname).path)) continue;
    const answer = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    if (answer.statusCode >= 400) dead.push(link);
  }
  return dead;
}
