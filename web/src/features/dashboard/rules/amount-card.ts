import type { AmountCard } from '@mo/contracts';

export interface AmountFigures {
  total: number;
  outstanding: number;
}

/** An amount card's items: the first is the total, the second the outstanding (spec part 1 §3). */
export function readAmountCard(card: AmountCard): AmountFigures {
  const [total, outstanding] = card.totalAmount;
  return { total: total?.value ?? 0, outstanding: outstanding?.value ?? 0 };
}
