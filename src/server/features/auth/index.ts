/* Accounts and sign-in as the rest of the server may use them. */

export { ensureAdmin } from './admin-bootstrap';
export { hashPassword, verifyPassword } from './password-hashing';
export { SESSION_TTL_MS } from './service';
