import { FORMER_MEMBER_NAME, REVIEWER_WITHOUT_NAME } from '@contract/account';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { I18N } from './i18n';
import { personName } from './person-names';

describe('the names Luz gives people', () => {
  it('says a deleted account and an unnamed reviewer in the page’s language', () => {
    expect(personName(I18N.en, FORMER_MEMBER_NAME)).toBe('Former member');
    expect(personName(I18N.en, REVIEWER_WITHOUT_NAME)).toBe('Verified seeker');
    expect(personName(I18N['pt-PT'], FORMER_MEMBER_NAME)).toBe('Antigo membro');
    expect(personName(I18N['pt-PT'], REVIEWER_WITHOUT_NAME)).toBe('Participante verificado');
  });

  it('leaves every other name as the person wrote it', () => {
    expect(personName(I18N['pt-PT'], 'Inês R.')).toBe('Inês R.');
    expect(personName(I18N['pt-PT'], 'constructor')).toBe('constructor');
    expect(personName(I18N['pt-PT'], 'person.formerMember')).toBe('person.formerMember');
  });
});
