import { formatMemberNumber, planDisplay, type MemberDetail } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '@/components/fact-list';
import { HeadedTable } from '@/components/headed-table';
import { formatDate, formatMoney, placeholder } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';

function Fields({ items, testId }: { items: Fact[]; testId: string }) {
  return (
    <FactList
      facts={items}
      className="members-fields"
      testId={testId}
      itemTestId={(key) => `member-field-${key}`}
    />
  );
}

const salaryText = (detail: MemberDetail) => {
  const amount = detail.salary ? Number(detail.salary.amount) : NaN;
  // Salary in the Indonesian currency format (spec part 2 section 9).
  return detail.salary && Number.isFinite(amount)
    ? formatMoney(amount, detail.salary.currency)
    : placeholder(null);
};

const HOUSEHOLD_COLUMNS = ['name', 'memberNumber', 'memberType', 'gender', 'dateOfBirth'] as const;

/** Overview tab: the member's own details, '--' for what is missing. */
export function OverviewTab({ detail }: { detail: MemberDetail }) {
  const { t, i18n } = useTranslation('members');
  const language = currentLanguage(i18n);
  const date = (value: string) => (value ? formatDate(value, language) : placeholder(null));
  const address = [detail.addressLine1, detail.addressLine2].filter((l) => l.trim()).join(', ');
  return (
    <Fields
      testId="member-overview"
      items={[
        ['employeeId', t('details.overview.employeeId'), placeholder(detail.employeeId)],
        [
          'memberNumber',
          t('details.overview.memberNumber'),
          placeholder(detail.memberNumber && formatMemberNumber(detail.memberNumber)),
        ],
        [
          'medicalCardNumber',
          t('details.overview.medicalCardNumber'),
          placeholder(detail.medicalCardNumber),
        ],
        ['memberType', t('details.overview.memberType'), t(`memberType.${detail.memberType}`)],
        [
          'plan',
          t('details.overview.plan'),
          placeholder(detail.plan.planNo && planDisplay(detail.plan.planNo, detail.plan.planDesc)),
        ],
        ['gender', t('details.overview.gender'), t(`gender.${detail.gender}`)],
        ['dateOfBirth', t('details.overview.dateOfBirth'), date(detail.dateOfBirth)],
        [
          'maritalStatus',
          t('details.overview.maritalStatus'),
          t(`maritalStatus.${detail.maritalStatus}`),
        ],
        ['icNumber', t('details.overview.icNumber'), placeholder(detail.icNumber)],
        ['workPhone', t('details.overview.workPhone'), placeholder(detail.workPhone)],
        ['email', t('details.overview.email'), placeholder(detail.email)],
        ['subsidiary', t('details.overview.subsidiary'), placeholder(detail.subsidiary)],
        ['salary', t('details.overview.salary'), salaryText(detail)],
        ['effectiveDate', t('details.overview.effectiveDate'), date(detail.effectiveDate)],
        ['address', t('details.overview.address'), placeholder(address)],
        ['postCode', t('details.overview.postCode'), placeholder(detail.postCode)],
      ]}
    />
  );
}

/** Bank account tab (employees only). */
export function BankTab({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation('members');
  const bank = detail.bankAccount;
  return (
    <Fields
      testId="member-bank"
      items={[
        ['accountName', t('details.bank.accountName'), placeholder(bank?.accountName)],
        ['accountNumber', t('details.bank.accountNumber'), placeholder(bank?.accountNumber)],
        ['bank', t('details.bank.bank'), placeholder(bank?.bank.desc)],
      ]}
    />
  );
}

/**
 * Dependent tab (an employee's dependents) or Employee tab (a dependent's employee), from the
 * household list, which includes the member.
 */
export function HouseholdTab({
  detail,
  show,
}: {
  detail: MemberDetail;
  show: 'dependent' | 'employee';
}) {
  const { t, i18n } = useTranslation('members');
  const language = currentLanguage(i18n);
  const people = detail.employeeAndDependents.filter((p) =>
    show === 'employee' ? p.memberType === 'EMPLOYEE' : p.memberType !== 'EMPLOYEE',
  );
  return (
    <HeadedTable
      className="members-table"
      testId="member-household"
      headings={HOUSEHOLD_COLUMNS.map((column) => t(`details.household.${column}`))}
    >
      {people.map((p) => (
        <tr key={p.id} data-testid="member-household-row">
          <td>{p.memberName}</td>
          <td>{placeholder(p.memberNumber && formatMemberNumber(p.memberNumber))}</td>
          <td>{t(`memberType.${p.memberType}`)}</td>
          <td>{t(`gender.${p.gender}`)}</td>
          <td>{formatDate(p.dateOfBirth, language)}</td>
        </tr>
      ))}
      {people.length === 0 && (
        <tr>
          <td colSpan={5}>{t('details.household.empty')}</td>
        </tr>
      )}
    </HeadedTable>
  );
}
