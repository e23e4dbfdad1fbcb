import { meetsPasswordRules, passwordChecklist } from './password-rules';

describe('new-password rules (part 1 section 5)', () => {
  const ok = 'Portal#2026';
  it('accepts a password meeting every rule', () => {
    expect(meetsPasswordRules(ok, ['hr@x.co.id'])).toBe(true);
  });
  it.each([
    ['length', 'Po#2026', 'shorter than 8'],
    ['length', 'Portal#2026Portal#202', 'longer than 20'],
    ['noTripleRepeat', 'Portaaal#2026', 'a character three times in a row'],
    ['uppercase', 'portal#2026', 'no upper-case letter'],
    ['lowercase', 'PORTAL#2026', 'no lower-case letter'],
    ['digit', 'Portal#abcd', 'no digit'],
    ['special', 'Portal_2026', 'no special character from @#$%^&+=!*'],
  ] as const)('fails %s for %s (%s)', (condition, password, _why) => {
    expect(passwordChecklist(password)[condition]).toBe(false);
    expect(meetsPasswordRules(password, [])).toBe(false);
  });
  it('accepts exactly 8 and exactly 20 characters, and two repeats in a row', () => {
    expect(passwordChecklist('Pa#45678').length).toBe(true);
    expect(passwordChecklist('Pa#4567890123456789A').length).toBe(true);
    expect(passwordChecklist('Paa#2026').noTripleRepeat).toBe(true);
  });
  it.each(['@', '#', '$', '%', '^', '&', '+', '=', '!', '*'])('counts %s as special', (c) => {
    expect(passwordChecklist(`Portal${c}2026`).special).toBe(true);
  });
  it('refuses the user name or email, case-insensitively', () => {
    expect(meetsPasswordRules('Hr@X.co.id1', ['hr@x.co.id1'])).toBe(false);
    expect(meetsPasswordRules('Hr@X.co.id1', ['someone@else.id'])).toBe(true);
  });
});
