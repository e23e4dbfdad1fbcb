import { memo } from 'react';
import type { AmountCard as AmountCardData } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/formatters';
import { readAmountCard } from '../rules/amount-card';
import { WidgetTitle } from './widget-title';

/** Premium billing or excess claim: total and outstanding, in IDR (Indonesian locale). */
export const AmountCard = memo(function AmountCard({
  widget,
  card,
}: {
  widget: 'premiumBilling' | 'excessClaim';
  card: AmountCardData;
}) {
  const { t } = useTranslation('dashboard');
  const { total, outstanding } = readAmountCard(card);
  return (
    <section className="panel dashboard-widget" data-testid={`dashboard-card-${widget}`}>
      <WidgetTitle widget={widget}>{t(`cards.${widget}`)}</WidgetTitle>
      <dl className="dashboard-amounts">
        <div>
          <dt>{t('cards.total')}</dt>
          <dd data-testid={`dashboard-${widget}-total`}>{formatMoney(total, 'IDR')}</dd>
        </div>
        <div>
          <dt>{t('cards.outstanding')}</dt>
          <dd data-testid={`dashboard-${widget}-outstanding`}>{formatMoney(outstanding, 'IDR')}</dd>
        </div>
      </dl>
    </section>
  );
});
