import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idParam, profileSaveDestination, safeReturnPath, sessionPagePath } from './return-destination';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/practitioner/2?session_id=504')).toBe('/practitioner/2?session_id=504');
    expect(safeReturnPath('/practitioner/2?tab=reviews#top')).toBe('/practitioner/2?tab=reviews#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses full and protocol-relative URLs', () => {
    expect(safeReturnPath('https://evil.example/steal')).toBeNull();
    expect(safeReturnPath('//evil.example/steal')).toBeNull();
    expect(safeReturnPath('javascript:alert(1)')).toBeNull();
    expect(safeReturnPath('evil.example')).toBeNull();
  });

  it('refuses the tricks browsers read as another host', () => {
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/\\/evil.example')).toBeNull();
    expect(safeReturnPath('/\t/evil.example')).toBeNull();
    expect(safeReturnPath('/\n/evil.example')).toBeNull();
    expect(safeReturnPath(' //evil.example')).toBeNull();
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'HTTPS://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/\t/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    '/\u0000/evil.example',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
    expect(profileSaveDestination(value, null)).toEqual({ kind: 'stay' });
  });

  it('never answers anything a browser would read as another site', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2F',
      '%5C',
      ':',
      '@',
      '?',
      '#',
      'evil.example',
      'a',
      '\t',
      ' ',
      'http:',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
        ),
        (value) => {
          const path = safeReturnPath(value);
          if (path === null) return;
          expect(path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')).toBe(true);
          expect(new URL(path, 'https://luz.example').origin).toBe('https://luz.example');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/../../explore')).toBe('/explore');
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('refuses nothing at all', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(2001)}`)).toBeNull();
  });
});

describe('idParam', () => {
  it('reads positive whole ids only', () => {
    expect(idParam('504')).toBe(504);
    expect(idParam('0')).toBeNull();
    expect(idParam('-1')).toBeNull();
    expect(idParam('5e2')).toBeNull();
    expect(idParam('1234567890')).toBeNull();
    expect(idParam(null)).toBeNull();
  });
});

describe('profileSaveDestination', () => {
  it('goes back to return_url', () => {
    expect(profileSaveDestination('/practitioner/2?session_id=504', '504')).toEqual({
      kind: 'path',
      path: '/practitioner/2?session_id=504',
    });
    expect(profileSaveDestination('/bookings', null)).toEqual({ kind: 'path', path: '/bookings' });
  });

  it('keeps the chosen session when return_url goes back to the guide without it', () => {
    expect(profileSaveDestination('/practitioner/2?tab=reviews', '504')).toEqual({
      kind: 'path',
      path: '/practitioner/2?tab=reviews&session_id=504',
    });
  });

  it('looks the session up when return_url is missing or unsafe', () => {
    expect(profileSaveDestination(null, '504')).toEqual({ kind: 'session', sessionId: 504 });
    expect(profileSaveDestination('https://evil.example', '504')).toEqual({
      kind: 'session',
      sessionId: 504,
    });
  });

  it('stays when there is nowhere safe to go', () => {
    expect(profileSaveDestination('//evil.example', null)).toEqual({ kind: 'stay' });
    expect(profileSaveDestination(null, 'abc')).toEqual({ kind: 'stay' });
  });
});

describe('sessionPagePath', () => {
  it('opens the guide with the session chosen', () => {
    expect(sessionPagePath(2, 504)).toBe('/practitioner/2?session_id=504');
  });
});
