import { readAmountCard } from './amount-card';

describe('amount card', () => {
  it('reads the first item as the total and the second as the outstanding', () => {
    expect(
      readAmountCard({
        totalAmount: [
          { value: 1500000, label: 'Outstanding?' },
          { value: 250000, label: 'Total?' },
        ],
      }),
    ).toEqual({ total: 1500000, outstanding: 250000 });
  });
});
