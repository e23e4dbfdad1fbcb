import { formatMemberNumber, type ClaimRow, type ExcessRow } from '@mo/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from '@/components/data-table';
import { filterOptionText, memberTypeText } from './claim-words';

type Filters = { field: string; options: { value: string; label: string }[] }[];
type LeadRow = Pick<
  ClaimRow & ExcessRow,
  'claimNo' | 'memberName' | 'memberNo' | 'memberType' | 'benefitType' | 'benefitTypeDesc'
>;

/** A column's filter options: the ones the server says apply, none when it offers none. */
export const filterOptionsOf =
  (t: TFunction<'claims'>, filters: Filters | undefined) => (field: string) => {
    const filter = filters?.find((f) => f.field === field);
    if (!filter || filter.options.length === 0) return undefined;
    return filter.options.map((o) => ({
      value: o.value,
      label: filterOptionText(t, field, o.value, o.label),
    }));
  };

/**
 * The five columns both claim listings open with (part 2 sections 2 and 3): the claim number
 * (a link to the detail), member name, number and type, and the benefit type.
 */
export function useLeadColumns<R extends LeadRow>(
  optionsOf: ReturnType<typeof filterOptionsOf>,
  link: { to: (row: R) => string; testId: string },
): DataTableColumn<R>[] {
  const { t } = useTranslation('claims');
  return [
    {
      field: 'claimNo',
      header: t('columns.claimNo'),
      sortable: true,
      body: (row) => (
        <Link to={link.to(row)} className="text-link" data-testid={link.testId}>
          {row.claimNo}
        </Link>
      ),
    },
    { field: 'memberName', header: t('columns.memberName'), sortable: true },
    {
      field: 'memberNo',
      header: t('columns.memberNo'),
      sortable: true,
      body: (row) => formatMemberNumber(row.memberNo),
    },
    {
      field: 'memberType',
      header: t('columns.memberType'),
      sortable: true,
      filterOptions: optionsOf('memberType'),
      body: (row) => memberTypeText(t, row.memberType),
    },
    {
      field: 'benefitType',
      header: t('columns.benefitType'),
      sortable: true,
      filterOptions: optionsOf('benefitType'),
      body: (row) => row.benefitTypeDesc || row.benefitType,
    },
  ];
}
