import { describe, expect, it } from 'vitest';
import { ROLES, roleWithArticle } from './roles';

describe('roleWithArticle', () => {
  it('says "an" before a role that starts with a vowel and "a" before the others', () => {
    expect(ROLES.map(roleWithArticle)).toEqual(['a student', 'a practitioner', 'an admin']);
  });
});
