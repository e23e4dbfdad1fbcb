import type { MemberRow } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCompanyChange } from '@/lib/use-company-change';
import { editDetailsPath, MEMBER_PATHS, removeMemberPath } from '@/features/members/paths';
import { MemberTable } from '@/features/members/shared/member-table';
import { isEmployeeType } from '../rules/edit-form';
import { AlterBreadcrumb } from './alter-frame';
import { alterQuery } from './use-alter-params';
import './alter.css';

type ListKind = 'edit' | 'remove' | 'changePlan';

/** Where picking a member leads: memberNumber and policyNumber ride in the query string. */
const targetOf = (kind: ListKind, row: MemberRow): string => {
  const query = { memberNumber: row.memberNumber, policyNumber: row.policyNumber };
  if (kind === 'edit') {
    const form = isEmployeeType(row.memberType) ? 'employee' : 'dependent';
    return `${editDetailsPath(form, row.id)}${alterQuery(query)}`;
  }
  if (kind === 'remove') return `${removeMemberPath(row.id)}${alterQuery(query)}`;
  return `${MEMBER_PATHS.changePlanSelect}${alterQuery({ memberId: row.id, ...query })}`;
};

const TEXT = {
  edit: { title: 'screen.editList', description: 'list.editDescription' },
  remove: { title: 'screen.removeList', description: 'list.removeDescription' },
  changePlan: { title: 'screen.changePlanList', description: 'list.changePlanDescription' },
} as const;

function AlterListPage({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('membersAlter');
  const navigate = useNavigate();
  useCompanyChange(() => void navigate(MEMBER_PATHS.landing));
  return (
    <div className="member-alter" data-testid={`${kind}-list-page`}>
      <AlterBreadcrumb>
        <span aria-current="page">{t(TEXT[kind].title)}</span>
      </AlterBreadcrumb>
      <h1>{t(TEXT[kind].title)}</h1>
      <p>{t(TEXT[kind].description)}</p>
      <MemberTable
        id={`${kind}-list`}
        memberTypeDropdown={kind === 'edit'}
        onPick={(row) => void navigate(targetOf(kind, row))}
      />
    </div>
  );
}

/** EditDetails: the member list with the member-type dropdown (All by default). */
export const EditListPage = () => <AlterListPage kind="edit" />;
/** RemoveMemberLanding. */
export const RemoveListPage = () => <AlterListPage kind="remove" />;
/** MemberChangePlanLanding. */
export const ChangePlanListPage = () => <AlterListPage kind="changePlan" />;
