import { chartLabelKey } from './chart-labels';

const entry = (param: string, type?: string) => ({ param, type, totalCount: 1, totalAmount: 0 });

describe('chart labels', () => {
  it('translates member types and claim statuses by their code', () => {
    expect(chartLabelKey(entry('Employee', 'E'), 'memberType')).toBe('charts.labels.memberType.E');
    expect(chartLabelKey(entry('Child', 'C'), 'memberType')).toBe('charts.labels.memberType.C');
    expect(chartLabelKey(entry('Rejected', 'CR'), 'claimStatus')).toBe(
      'charts.labels.claimStatus.CR',
    );
  });

  it('translates OS and the empty code (submitted) of the claim-status donut', () => {
    expect(chartLabelKey(entry('Outstanding Document', 'OS'), 'claimStatus')).toBe(
      'charts.labels.claimStatus.OS',
    );
    expect(chartLabelKey(entry('Submitted', ''), 'claimStatus')).toBe(
      'charts.labels.claimStatus.submitted',
    );
    // The empty code is no member type; an entry without a code keeps the server's label.
    expect(chartLabelKey(entry('Submitted', ''), 'memberType')).toBeNull();
    expect(chartLabelKey(entry('Submitted'), 'claimStatus')).toBeNull();
  });

  it('keeps the server label for an unknown code, a missing one and plan entries', () => {
    expect(chartLabelKey(entry('Revision', 'RV'), 'claimStatus')).toBeNull();
    expect(chartLabelKey(entry('Employee'), 'memberType')).toBeNull();
    // A plan's description is its type: never read as a code, even when it looks like one.
    expect(chartLabelKey(entry('P01', 'C'), null)).toBeNull();
    // A claim status code is not a member type.
    expect(chartLabelKey(entry('Paid', 'CC'), 'memberType')).toBeNull();
  });
});
