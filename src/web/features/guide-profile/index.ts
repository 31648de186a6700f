/* The guide profile feature as other features may use it. */
export * as profileKeys from './api/profile-keys';
