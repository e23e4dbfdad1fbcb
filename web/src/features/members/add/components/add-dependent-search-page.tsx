import type { MemberRow } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useCompanyChange } from '@/lib/use-company-change';
import { addDependentFormPath, MEMBER_PATHS } from '@/features/members/paths';
import { MemberTable } from '@/features/members/shared/member-table';
import { employeeChosen } from '../model/add-slice';
import { AddBreadcrumb } from './add-breadcrumb';
import './members-add.css';

/**
 * Add dependent, first step (screen member_add_dependent_search): the employees of the company;
 * choosing one stores its member id, policy number, member number and policy id.
 */
export function AddDependentSearchPage() {
  const { t } = useTranslation('membersAdd');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  useCompanyChange(() => navigate(MEMBER_PATHS.landing));

  const pick = (row: MemberRow) => {
    dispatch(
      employeeChosen({
        memberId: row.id,
        memberNumber: row.memberNumber,
        policyNumber: row.policyNumber,
        policyId: row.policy.id,
        name: row.name,
      }),
    );
    navigate(addDependentFormPath(row.name));
  };

  return (
    <div className="members-add" data-testid="add-dependent-search-page">
      <AddBreadcrumb current={t('addDependent.title')} />
      <h1 className="members-add__title">{t('addDependent.title')}</h1>
      <p className="members-add__description">{t('addDependent.searchDescription')}</p>
      <MemberTable id="employee-search" memberType="EMPLOYEE" onPick={pick} />
    </div>
  );
}
