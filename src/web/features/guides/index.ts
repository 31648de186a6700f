/* The guides' public pages and explore search, as other features may use them. */
export * as guideKeys from './api/guide-keys';
