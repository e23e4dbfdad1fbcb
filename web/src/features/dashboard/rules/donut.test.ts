import { DONUT_COLOURS, DONUT_CUTOUT, donutColour, donutData } from './donut';

describe('donut', () => {
  it('has six distinct legend colours, repeated past six entries', () => {
    expect(DONUT_COLOURS).toHaveLength(6);
    expect(new Set(DONUT_COLOURS).size).toBe(6);
    expect(donutColour(6)).toBe(DONUT_COLOURS[0]);
  });

  it('is sized 70%', () => {
    expect(DONUT_CUTOUT).toBe('70%');
  });

  it('colours slices in legend order from the chosen measure', () => {
    const data = donutData(
      [
        { param: 'Paid', type: 'CC', totalCount: 3, totalAmount: 900 },
        { param: 'Pending', type: 'CP', totalCount: 1, totalAmount: 100 },
      ],
      'totalAmount',
      (e) => `${e.type}:${e.param}`,
    );
    expect(data.labels).toEqual(['CC:Paid', 'CP:Pending']);
    expect(data.datasets[0]?.data).toEqual([900, 100]);
    expect(data.datasets[0]?.backgroundColor).toEqual([DONUT_COLOURS[0], DONUT_COLOURS[1]]);
  });
});
