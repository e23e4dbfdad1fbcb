import { mapProductType, orderBySequence, sequenceFrom } from './product-type';

describe('product-type mapping', () => {
  it('maps GHG, GCB to HBAS, GLS to TDTH, GPG to TACD and keeps others', () => {
    expect(['GHG', 'GLS', 'GPG', 'GCB', 'HSCI'].map(mapProductType)).toEqual([
      'HBAS',
      'TDTH',
      'TACD',
      'HBAS',
      'HSCI',
    ]);
  });
});

describe('benefit sequence', () => {
  const b = (productType: string) => ({ productType });

  it('orders inpatient, maternity, outpatient, dental, optical, check-up; unknown last', () => {
    const buttons = ['HMCU', 'XXXX', 'HSOT', 'HSDT', 'HSCI', 'HSMT', 'GHG'].map(b);
    expect(orderBySequence(buttons).map((x) => x.productType)).toEqual([
      'GHG',
      'HSMT',
      'HSCI',
      'HSDT',
      'HSOT',
      'HMCU',
      'XXXX',
    ]);
  });

  it("uses the server's benefit mapping over the defaults", () => {
    const sequence = sequenceFrom([{ productType: 'HSOT', sequence: 0, benefitCodes: [] }]);
    expect(orderBySequence([b('HBAS'), b('HSOT')], sequence).map((x) => x.productType)).toEqual([
      'HSOT',
      'HBAS',
    ]);
  });
});
