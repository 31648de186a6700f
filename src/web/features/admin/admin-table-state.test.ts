import { ROLE } from '@contract/roles';
import { describe, expect, it } from 'vitest';
import {
  isNarrowed,
  nextTableState,
  parseAdminTab,
  parseTableState,
  tableStateToParams,
  toListQuery,
} from './admin-table-state';

const params = (query: string) => new URLSearchParams(query);

describe('parseAdminTab', () => {
  it('reads the tab from ?tab=, and falls back to the dashboard', () => {
    expect(parseAdminTab(params('tab=audit-log'))).toBe('audit-log');
    expect(parseAdminTab(params('tab=applications&page=2'))).toBe('applications');
    expect(parseAdminTab(params(''))).toBe('dashboard');
    expect(parseAdminTab(params('tab=secrets'))).toBe('dashboard');
  });
});

describe('parseTableState', () => {
  it('reads the search, the page and the filters the tab offers', () => {
    expect(parseTableState('sessions', params('tab=sessions&status=scheduled&q=yoga&page=3'))).toEqual({
      q: 'yoga',
      page: 3,
      filters: { status: 'scheduled' },
    });
    expect(parseTableState('users', params('role=student&isActive=false'))).toEqual({
      q: '',
      page: 1,
      filters: { role: ROLE.seeker, isActive: 'false' },
    });
  });

  it('reads the Jobs tab without a state as its failed jobs, and never writes state=failed', () => {
    expect(parseTableState('jobs', params('tab=jobs')).filters).toEqual({});
    expect(parseTableState('jobs', params('tab=jobs&state=failed')).filters).toEqual({});
    expect(parseTableState('jobs', params('tab=jobs&state=completed&page=2'))).toEqual({
      q: '',
      page: 2,
      filters: { state: 'completed' },
    });
    expect(tableStateToParams('jobs', { q: '', page: 1, filters: { state: 'retry' } }).toString()).toBe(
      'tab=jobs&state=retry',
    );
  });

  it('leaves out filters of other tabs and values the filter does not know', () => {
    expect(parseTableState('bookings', params('status=scheduled&role=admin')).filters).toEqual({});
    expect(parseTableState('practitioners', params('guideStatus=not-a-guide')).filters).toEqual({
      guideStatus: 'not-a-guide',
    });
    expect(parseTableState('audit-log', params('targetType=user')).filters).toEqual({ targetType: 'user' });
    expect(parseTableState('audit-log', params('targetType=payments')).filters).toEqual({});
  });

  it('starts at page 1 when the page is not a page', () => {
    for (const page of ['0', '-2', '1.5', 'two', '', '99999999']) {
      expect(parseTableState('users', params(`page=${page}`)).page).toBe(1);
    }
  });

  it('cuts a search longer than the API takes', () => {
    expect(parseTableState('users', params(`q=${'a'.repeat(300)}`)).q).toHaveLength(100);
  });
});

describe('tableStateToParams', () => {
  it('writes only what differs from the defaults', () => {
    expect(tableStateToParams('dashboard').toString()).toBe('');
    expect(tableStateToParams('users', { q: '', page: 1, filters: {} }).toString()).toBe('tab=users');
    expect(
      tableStateToParams('sessions', {
        q: 'sound bath',
        page: 2,
        filters: { status: 'cancelled' },
      }).toString(),
    ).toBe('tab=sessions&status=cancelled&q=sound+bath&page=2');
    expect(tableStateToParams('users', { q: '   ', page: 1, filters: {} }).toString()).toBe('tab=users');
  });

  it('reads back as the same state (URL ⇄ table state)', () => {
    const state = { q: 'marta', page: 4, filters: { role: ROLE.guide, isActive: 'true' } };
    expect(parseTableState('users', tableStateToParams('users', state))).toEqual(state);
    const applications = { q: '', page: 1, filters: { status: 'pending' } };
    expect(parseTableState('applications', tableStateToParams('applications', applications))).toEqual(
      applications,
    );
  });
});

describe('nextTableState', () => {
  const state = { q: 'reiki', page: 5, filters: { status: 'scheduled' } };

  it('goes back to page 1 when the search or a filter changes', () => {
    expect(nextTableState(state, { q: 'yoga' })).toEqual({
      q: 'yoga',
      page: 1,
      filters: { status: 'scheduled' },
    });
    expect(nextTableState(state, { filters: { status: 'completed' } })).toEqual({
      q: 'reiki',
      page: 1,
      filters: { status: 'completed' },
    });
  });

  it('removes a filter set to "all" and keeps the page on a page change', () => {
    expect(nextTableState(state, { filters: { status: undefined } }).filters).toEqual({});
    expect(nextTableState(state, { page: 6 })).toEqual({ ...state, page: 6 });
  });
});

describe('toListQuery', () => {
  it('asks the API for 25 rows of the page, the trimmed search and the filters that are set', () => {
    expect(toListQuery({ q: '  ana ', page: 2, filters: { status: 'pending' } })).toEqual({
      page: 2,
      pageSize: 25,
      q: 'ana',
      status: 'pending',
    });
    expect(toListQuery({ q: ' ', page: 1, filters: {} })).toEqual({ page: 1, pageSize: 25 });
  });
});

describe('isNarrowed', () => {
  it('is true while a search or a filter is set', () => {
    expect(isNarrowed({ q: '', page: 3, filters: {} })).toBe(false);
    expect(isNarrowed({ q: 'x', page: 1, filters: {} })).toBe(true);
    expect(isNarrowed({ q: '', page: 1, filters: { role: 'admin' } })).toBe(true);
  });
});
