import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Luz's message catalogues (decision 061). Each web feature folder, each group of screens and each server
 * feature keeps its own catalogue beside its code, so a page downloads only the words of the code it runs,
 * in its own language. Messages have explicit ids (`i18n._('explore.title')`); the English text lives in
 * the English catalogue like every other language's, word for word as the specification writes it.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pt-PT'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/web/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/web/features/{name}/'],
    },
    {
      path: '<rootDir>/src/web/app/routes/{name}/locales/{locale}',
      include: ['<rootDir>/src/web/app/routes/{name}/'],
    },
    // The shell: what every page draws (the layout and its helpers).
    {
      path: '<rootDir>/src/web/locales/{locale}',
      include: ['<rootDir>/src/web/'],
      exclude: [
        '<rootDir>/src/web/features/',
        '<rootDir>/src/web/app/routes/',
        '<rootDir>/src/web/components/',
        '<rootDir>/src/web/lib/option-names/',
        '**/*.test.*',
      ],
    },
    // The names of the contract's lists (languages, places, formats, modalities), for forms, cards and filters.
    {
      path: '<rootDir>/src/web/lib/option-names/locales/{locale}',
      include: ['<rootDir>/src/web/lib/option-names/'],
      exclude: ['**/*.test.*'],
    },
    // The other shared components, whose words arrive with the first screen that draws one.
    {
      path: '<rootDir>/src/web/components/locales/{locale}',
      include: ['<rootDir>/src/web/components/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/contract/locales/{locale}',
      include: ['<rootDir>/src/contract/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/server/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/server/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/server/locales/{locale}',
      include: ['<rootDir>/src/server/'],
      exclude: ['<rootDir>/src/server/features/', '**/*.test.*', '<rootDir>/src/server/testing/'],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false, explicitIdAsDefault: true }),
  orderBy: 'messageId',
});
