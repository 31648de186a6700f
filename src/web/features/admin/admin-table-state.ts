import {
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_SEARCH_MAX_LENGTH,
  GUIDE_STATUSES,
  JOB_STATES,
  type JobState,
} from '@contract/admin';
import { APPLICATION_STATUSES, BOOKING_STATUSES, SESSION_STATUSES } from '@contract/catalog';
import { REPORTED_REVIEW_STATUSES, type ReportedReviewStatus } from '@contract/review-moderation';
import { ROLES } from '@contract/roles';

/** The admin panel's tabs, in order; `value` is what `?tab=` says (the dashboard is the bare /admin). */
export const ADMIN_TABS = [
  { value: 'dashboard', label: /*i18n*/ 'admin.tabs.tabDashboard' },
  { value: 'applications', label: /*i18n*/ 'admin.tabs.tabApplications' },
  { value: 'practitioners', label: /*i18n*/ 'admin.tabs.tabPractitioners' },
  { value: 'sessions', label: /*i18n*/ 'admin.tabs.tabSessions' },
  { value: 'users', label: /*i18n*/ 'admin.tabs.tabUsers' },
  { value: 'bookings', label: /*i18n*/ 'admin.tabs.tabBookings' },
  { value: 'reviews', label: /*i18n*/ 'admin.tabs.tabReviews' },
  { value: 'conversations', label: /*i18n*/ 'admin.tabs.tabConversations' },
  { value: 'audit-log', label: /*i18n*/ 'admin.tabs.tabAuditLog' },
  { value: 'jobs', label: /*i18n*/ 'admin.tabs.tabJobs' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];
export type AdminListTab = Exclude<AdminTab, 'dashboard'>;

export const DEFAULT_TAB: AdminTab = 'dashboard';

/** Rows per page of every admin list (the API's default). */
export const ADMIN_PAGE_SIZE = ADMIN_PAGE_SIZE_DEFAULT;

/** The audit log's kinds of target, as the API names them (`targetType`). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'guide_application',
  'session',
  'booking',
  'review',
  'job',
] as const;

/**
 * What the Reported Reviews tab can be switched to. Open reports are what an admin comes for, so they are the
 * list with no filter set (as the API answers without `status`), and `status=open` is never written.
 */
export const REVIEW_FILTER_STATUSES = REPORTED_REVIEW_STATUSES.filter(
  (status): status is Exclude<ReportedReviewStatus, 'open'> => status !== 'open',
);

/**
 * The job states the Jobs tab can be switched to. Failed jobs are what an admin comes for, so they are the
 * list with no filter set (as the API answers without `state`), and `state=failed` is never written.
 */
export const JOB_FILTER_STATES = JOB_STATES.filter(
  (state): state is Exclude<JobState, 'failed'> => state !== 'failed',
);

/**
 * The filters each list offers: the query-string name (the same as the API's) and the values it accepts. A
 * filter that is absent means "all".
 */
export const LIST_FILTERS = {
  applications: { status: APPLICATION_STATUSES },
  practitioners: { guideStatus: GUIDE_STATUSES },
  sessions: { status: SESSION_STATUSES },
  users: { role: ROLES, isActive: ['true', 'false'] },
  bookings: { status: BOOKING_STATUSES },
  reviews: { status: REVIEW_FILTER_STATUSES },
  conversations: {},
  'audit-log': { targetType: AUDIT_TARGET_TYPES },
  jobs: { state: JOB_FILTER_STATES },
} as const satisfies Record<AdminListTab, Record<string, readonly string[]>>;

export type FilterName<T extends AdminListTab> = keyof (typeof LIST_FILTERS)[T] & string;

/** The filters set on a list, each one of the values it accepts. */
export type ListFilters<T extends AdminListTab> = {
  -readonly [F in FilterName<T>]?: (typeof LIST_FILTERS)[T][F] extends readonly (infer V)[] ? V : never;
};

/** What one list is showing; all of it lives in the URL, so reload and Back keep it. */
export interface TableState<T extends AdminListTab = AdminListTab> {
  /** The search box as typed (trimmed only when asked of the API). */
  q: string;
  page: number;
  filters: ListFilters<T>;
}

export const EMPTY_TABLE_STATE: TableState = { q: '', page: 1, filters: {} };

export function isAdminTab(value: string | null): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab.value === value);
}

/** The tab `?tab=` names, or the dashboard when it names none (or nothing known). */
export function parseAdminTab(params: URLSearchParams): AdminTab {
  const tab = params.get('tab');
  return isAdminTab(tab) ? tab : DEFAULT_TAB;
}

function filterNamesOf<T extends AdminListTab>(tab: T): FilterName<T>[] {
  return Object.keys(LIST_FILTERS[tab]) as FilterName<T>[];
}

function allowedValues(tab: AdminListTab, name: string): readonly string[] {
  return (LIST_FILTERS[tab] as Record<string, readonly string[]>)[name] ?? [];
}

/** Reads a list's state from the query string; anything unknown or malformed is left at its default. */
export function parseTableState<T extends AdminListTab>(tab: T, params: URLSearchParams): TableState<T> {
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const filters: Record<string, string> = {};
  for (const name of filterNamesOf(tab)) {
    const value = params.get(name);
    if (value !== null && allowedValues(tab, name).includes(value)) filters[name] = value;
  }
  return {
    q: (params.get('q') ?? '').slice(0, ADMIN_SEARCH_MAX_LENGTH),
    page: page >= 1 && page <= ADMIN_PAGE_MAX ? page : 1,
    filters: filters as ListFilters<T>,
  };
}

/**
 * The query string of a tab and its list's state, leaving out whatever is at its default so links stay short:
 * `?tab=sessions&status=scheduled&q=yoga&page=2`.
 */
export function tableStateToParams<T extends AdminListTab>(
  tab: AdminTab,
  state?: TableState<T>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== DEFAULT_TAB) params.set('tab', tab);
  if (tab === 'dashboard' || !state) return params;
  for (const name of filterNamesOf(tab)) {
    const value = (state.filters as Record<string, string | undefined>)[name];
    if (value && allowedValues(tab, name).includes(value)) params.set(name, value);
  }
  if (state.q.trim()) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The state after a change: any change but a page change starts again at page 1. */
export function nextTableState<T extends AdminListTab>(
  state: TableState<T>,
  change: { q?: string; page?: number; filters?: Partial<Record<FilterName<T>, string | undefined>> },
): TableState<T> {
  const filters = { ...state.filters } as Record<string, string | undefined>;
  for (const [name, value] of Object.entries<string | undefined>(change.filters ?? {})) {
    if (value) filters[name] = value;
    else delete filters[name];
  }
  const narrowed = change.q !== undefined || change.filters !== undefined;
  return {
    q: change.q ?? state.q,
    page: change.page ?? (narrowed ? 1 : state.page),
    filters: filters as TableState<T>['filters'],
  };
}

/** What the list's API call is asked: the page, 25 rows, the trimmed search and the filters that are set. */
export function toListQuery<T extends AdminListTab>(
  state: TableState<T>,
): { page: number; pageSize: number; q?: string } & ListFilters<T> {
  const q = state.q.trim();
  return { page: state.page, pageSize: ADMIN_PAGE_SIZE, ...(q ? { q } : {}), ...state.filters };
}

/** Whether the search or a filter narrows the list (so an empty list can offer to clear them). */
export function isNarrowed(state: TableState): boolean {
  return state.q.trim() !== '' || Object.values(state.filters).some(Boolean);
}
