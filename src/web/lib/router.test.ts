import { describe, expect, it } from 'vitest';
import { splitPath, withBasename, withoutBasename } from './router';

describe('the router’s addresses', () => {
  it('splits an app path into its path, query and fragment', () => {
    expect(splitPath('/explore?modality=yoga#results')).toEqual({
      pathname: '/explore',
      search: '?modality=yoga',
      hash: '#results',
    });
    expect(splitPath('/#howItWorks')).toEqual({ pathname: '/', search: '', hash: '#howItWorks' });
    expect(splitPath('/auth?')).toEqual({ pathname: '/auth', search: '', hash: '' });
  });

  it('writes the basename in front of an app path, the home page as the basename alone', () => {
    expect(withBasename('/pt', '/explore?page=2')).toBe('/pt/explore?page=2');
    expect(withBasename('/pt', '/')).toBe('/pt');
    expect(withBasename('/pt', '/#howItWorks')).toBe('/pt#howItWorks');
    expect(withBasename('/pt', '/?tab=1')).toBe('/pt?tab=1');
    expect(withBasename('/', '/explore')).toBe('/explore');
  });

  it('reads the app path back from the browser’s pathname', () => {
    expect(withoutBasename('/pt', '/pt/explore')).toBe('/explore');
    expect(withoutBasename('/pt', '/pt')).toBe('/');
    expect(withoutBasename('/pt', '/ptolemy')).toBe('/ptolemy');
    expect(withoutBasename('/', '/explore')).toBe('/explore');
  });
});
