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
