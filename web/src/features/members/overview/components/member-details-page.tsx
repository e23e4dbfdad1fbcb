import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { DropdownField } from '@/components/dropdown-field';
import { ErrorDialog } from '@/components/error-dialog';
import { PageLoader } from '@/components/page-loader';
import { TabList } from '@/components/tab-list';
import { STRIP_TAB } from '@/components/tab-strip';
import { useBenefitMappingQuery } from '@/lib/benefit-mapping';
import { formatDate } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { selectCompany } from '@/lib/session';
import { useCompanyChange } from '@/lib/use-company-change';
import { useFailure } from '@/lib/use-failure';
import { MEMBER_PATHS, memberDetailsPath } from '@/features/members/paths';
import { useMemberDetailsQuery } from '@/features/members/shared/api/member-details';
import { useMemberPlanDetailsQuery } from '../api/member-plan-details';
import { useMemberPoliciesQuery } from '@/features/members/shared/api/member-policies';
import { hasPlan, memberBenefits } from '../rules/benefit-rows';
import { readSelectedMember, type SelectedMember } from '../selected-member';
import { BankTab, HouseholdTab, OverviewTab } from './details-tabs';
import { BenefitsTab, PlansTab } from './plan-tabs';
import './overview.css';

const ALL_POLICIES = 'ALL';
type Tab = 'overview' | 'bankAccount' | 'dependent' | 'employee' | 'plans' | 'benefits';

/**
 * MemberDetails (spec part 2 sections 2 and 4). The member is the one chosen in the list (stored
 * id); the route's policy number picks the policy, none means All policies. A company change goes
 * back to the member list.
 */
export function MemberDetailsPage() {
  const navigate = useNavigate();
  useCompanyChange(() => void navigate(MEMBER_PATHS.landing));
  const { policyNumber } = useParams();
  const member = readSelectedMember();
  if (!member) return <Navigate replace to={MEMBER_PATHS.landing} />;
  return <MemberDetails member={member} policyNumber={policyNumber ?? null} />;
}

function MemberDetails({
  member,
  policyNumber,
}: {
  member: SelectedMember;
  policyNumber: string | null;
}) {
  const { t, i18n } = useTranslation('members');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const companyId = useSelector(selectCompany)?.id ?? '';
  const memberId = member.id;
  const [periodId, setPeriodId] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('overview');

  const policies = useMemberPoliciesQuery(companyId ? { companyId, memberId } : skipToken);
  const list = policies.data?.policies ?? [];
  const policy = policyNumber
    ? list.find((p) => p.policy.policyNumber === policyNumber)
    : undefined;
  const policyId = policy?.policy.id;
  const periods = policy?.periods ?? [];
  const period = periods.find((p) => p.id === periodId) ?? periods[0];
  // Until the policies are known a policy number cannot be turned into its id.
  const ready = Boolean(companyId) && policies.data !== undefined;
  const details = useMemberDetailsQuery(
    ready ? { companyId, memberId, ...(policyId ? { policyId } : {}) } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const plan = useMemberPlanDetailsQuery(
    ready && policyId ? { companyId, memberId, policyId, periodId: period?.id } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  // While a call runs again the last answer keeps the tabs in place (a loader shows instead).
  const detail = details.isFetching ? details.data : details.currentData;
  const planDetail = policyId ? (plan.isFetching ? plan.data : plan.currentData) : undefined;
  // The benefit mapping orders the benefit rows; when it fails they are sorted by code.
  const mapping = useBenefitMappingQuery(policyId ? undefined : skipToken);
  const benefits = memberBenefits(planDetail, mapping.data?.mappings);
  const planLoading = plan.isFetching || mapping.isLoading;

  const isEmployee = detail?.memberType === 'EMPLOYEE';
  const tabs: Tab[] = [
    'overview',
    ...(isEmployee ? (['bankAccount', 'dependent'] as const) : (['employee'] as const)),
    ...(hasPlan(planDetail) ? (['plans'] as const) : []),
    ...(benefits.length > 0 ? (['benefits'] as const) : []),
  ];
  const shown = tabs.includes(tab) ? tab : 'overview';

  const choosePolicy = (value: string) => {
    // The periods become the new policy's and the first is selected; both calls run again.
    setPeriodId(null);
    void navigate(memberDetailsPath(value === ALL_POLICIES ? undefined : value), { replace: true });
  };
  const failure = useFailure(policies, details, plan);

  return (
    <div className="members-overview">
      <nav aria-label={t('details.breadcrumbLabel')} className="members-breadcrumb">
        <ol>
          <li>
            <Link to={MEMBER_PATHS.landing} data-testid="member-details-breadcrumb">
              {t('details.members')}
            </Link>
          </li>
          <li aria-current="page">{detail?.memberName ?? member.name}</li>
        </ol>
      </nav>
      <header className="members-overview__header">
        <h1 data-testid="member-details-name">{detail?.memberName ?? member.name}</h1>
        <p>{t('details.description')}</p>
      </header>
      <section className="panel members-details__selectors">
        <label htmlFor="member-details-policy">{t('details.policy')}</label>
        <DropdownField
          inputId="member-details-policy"
          accessibleName={t('details.policy')}
          value={policy ? policy.policy.policyNumber : ALL_POLICIES}
          options={[
            { value: ALL_POLICIES, label: t('details.allPolicies') },
            ...list.map((p) => ({
              value: p.policy.policyNumber,
              label: t('details.policyOption', {
                remark: p.policy.policyRemark || p.policy.policyType,
                number: p.policy.policyNumber,
              }),
            })),
          ]}
          onChange={(event) => choosePolicy(String(event.value))}
          data-testid="member-details-policy"
        />
        <label htmlFor="member-details-period">{t('details.period')}</label>
        <DropdownField
          inputId="member-details-period"
          accessibleName={t('details.period')}
          value={period?.id ?? null}
          disabled={!policy}
          options={periods.map((p) => ({
            value: p.id,
            label: t('details.periodValue', {
              from: formatDate(p.policyPeriodFrom, language),
              to: formatDate(p.policyPeriodTo, language),
            }),
          }))}
          onChange={(event) => setPeriodId(String(event.value))}
          data-testid="member-details-period"
        />
      </section>
      <TabList
        tabs={tabs}
        selected={shown}
        onSelect={setTab}
        label={t('details.tabsLabel')}
        classBase={STRIP_TAB}
        testIdOf={(name) => `member-tab-${name}`}
        labelOf={(name) => t(`details.tabs.${name}`)}
      />
      {(details.isFetching || policies.isLoading) && <PageLoader />}
      {detail && !details.isFetching && (
        <div role="tabpanel" className="panel" data-testid={`member-panel-${shown}`}>
          {shown === 'overview' && <OverviewTab detail={detail} />}
          {shown === 'bankAccount' && <BankTab detail={detail} />}
          {(shown === 'dependent' || shown === 'employee') && (
            <HouseholdTab detail={detail} show={shown} />
          )}
          {(shown === 'plans' || shown === 'benefits') && planLoading && <PageLoader />}
          {shown === 'plans' && planDetail && !planLoading && <PlansTab plan={planDetail} />}
          {shown === 'benefits' && !planLoading && <BenefitsTab benefits={benefits} />}
        </div>
      )}
      <ErrorDialog failure={failure.shown} onClose={failure.dismiss} onRetry={failure.retry} />
    </div>
  );
}
