/* The job queue as admins see it: the list of jobs by state, and retrying a failed one. */
export { AdminJobService } from './job-list';
