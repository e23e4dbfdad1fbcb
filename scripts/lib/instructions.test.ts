import { totalOfDump } from './instructions';

describe('totalOfDump', () => {
  it('reads the total instruction count of a callgrind dump', () => {
    const dump = [
      '# callgrind format',
      'version: 1',
      'events: Ir',
      'fl=(1) x.js',
      '0 12',
      'totals: 2781234',
      '',
    ].join('\n');
    expect(totalOfDump(dump)).toBe(2781234);
  });

  it('falls back to the summary line', () => {
    expect(totalOfDump('events: Ir\nsummary: 4100\n')).toBe(4100);
  });

  it('refuses a dump without a total rather than counting zero', () => {
    expect(() => totalOfDump('events: Ir\n')).toThrow(/without a total/);
  });
});
