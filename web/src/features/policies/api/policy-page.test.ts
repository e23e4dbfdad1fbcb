import { policyPageSize } from './policy-page';

describe('policy list page size', () => {
  it('sends the sizes the list offers and the first one for any other', () => {
    expect([10, 20, 50, 100].map(policyPageSize)).toEqual([10, 20, 50, 100]);
    expect(policyPageSize(30)).toBe(10);
  });
});
