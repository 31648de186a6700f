/* Accounts and sign-in as the rest of the server may use them. */
export { SESSION_TTL_MS } from './service';
