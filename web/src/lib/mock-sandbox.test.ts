import {
  adoptSandboxFromAddress,
  isSandboxId,
  readSandbox,
  sandboxInAddress,
} from './mock-sandbox';
import { TAB_KEYS, clearSession, clearUserData, writeStored } from './storage';

const address = (search: string, hash = '#/mo/login') => ({ search, hash });

describe("the mock's sandbox of a tab", () => {
  it("follows the mock's rule for an id: 1-32 lower-case letters, digits, inner hyphens", () => {
    for (const id of ['a', '7', 'demo-ana', 'ci-run-42', 'a'.repeat(32), 'a--b']) {
      expect(isSandboxId(id)).toBe(true);
    }
    for (const id of ['', 'a'.repeat(33), '-a', 'a-', 'Demo', 'demo_ana', 'dé', 'a b', 'a/b']) {
      expect(isSandboxId(id)).toBe(false);
    }
  });

  it('reads the id before the hash, or in the hash query; the one before the hash wins', () => {
    expect(sandboxInAddress(address('?sandbox=demo-ana'))).toBe('demo-ana');
    expect(sandboxInAddress(address('', '#/mo/login?sandbox=ci-7'))).toBe('ci-7');
    expect(sandboxInAddress(address('?sandbox=first', '#/mo/login?sandbox=second'))).toBe('first');
    expect(sandboxInAddress(address('?lang=en'))).toBeNull();
    expect(sandboxInAddress(address('?sandbox='))).toBe('');
    expect(sandboxInAddress(address('?sandbox=Not_Valid'))).toBeNull();
  });

  it('keeps the id for this tab (sessionStorage) and finds it again after a reload', () => {
    expect(adoptSandboxFromAddress(address('?sandbox=demo-ana'))).toBe('demo-ana');
    expect(sessionStorage.getItem(TAB_KEYS.mockSandbox)).toBe('demo-ana');
    expect(localStorage.length).toBe(0);
    // a reload of an address without the parameter (or any later navigation) stays in it
    expect(adoptSandboxFromAddress(address(''))).toBe('demo-ana');
    expect(readSandbox()).toBe('demo-ana');
  });

  it('ignores an invalid id: not stored, the tab stays where it was', () => {
    expect(adoptSandboxFromAddress(address('?sandbox=..%2Fetc'))).toBeNull();
    expect(sessionStorage.getItem(TAB_KEYS.mockSandbox)).toBeNull();
    adoptSandboxFromAddress(address('?sandbox=demo-ana'));
    expect(adoptSandboxFromAddress(address(`?sandbox=${'x'.repeat(40)}`))).toBe('demo-ana');
    // a value planted in storage by hand that the mock would refuse is not sent either
    sessionStorage.setItem(TAB_KEYS.mockSandbox, 'Bad Id');
    expect(readSandbox()).toBeNull();
  });

  it('clears the id with an empty ?sandbox=', () => {
    adoptSandboxFromAddress(address('?sandbox=demo-ana'));
    expect(adoptSandboxFromAddress(address('?sandbox='))).toBeNull();
    expect(sessionStorage.getItem(TAB_KEYS.mockSandbox)).toBeNull();
  });

  it("survives a sign-out's clearing and a session's end", () => {
    adoptSandboxFromAddress(address('?sandbox=demo-ana'));
    writeStored('authenticationToken', 'token');
    sessionStorage.setItem('mo.members.selected', '{"id":"m"}');
    clearUserData();
    expect(readSandbox()).toBe('demo-ana');
    expect(sessionStorage.length).toBe(1);
    clearSession();
    expect(readSandbox()).toBe('demo-ana');
  });
});
