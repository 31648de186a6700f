/* The audit log as other features may use it. */
export { recordAdminAction } from './audit-log';
