import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  addIsoDays,
  toDmyDate,
  type DependentForm,
  type EmployeeForm,
  type MemberRow,
  type Policy,
  type SystemParameter,
} from '@mo/contracts';
import { fakeApi, type FakeHandlers } from '@test/fake-api';
import { renderSignedIn } from '@test/render-portal';
import { MEMBER_PATHS, policySelectionPath } from '@/features/members/paths';
import { employeeFormSaved } from '../model/add-slice';
import { addRoutes } from '../routes';
import { emptyDependentEntries, emptyEmployeeEntries } from '../form-model';

/**
 * The server's Jakarta date in these tests (JKT_DATE_TIME, served below): the effective-date rules
 * count from it, never from the machine's clock or time zone.
 */
export const TODAY = '2026-12-02';
/** An effective date `days` from today, as typed (DD-MM-YYYY digits). */
export const typedDate = (days: number) => toDmyDate(addIsoDays(TODAY, days)).replace(/-/g, '');

export const policy = (
  id: string,
  policyNo: string,
  commencement = addIsoDays(TODAY, -100),
  end = addIsoDays(TODAY, 265),
): Policy => ({
  id,
  policyType: `Kesehatan ${policyNo}`,
  policyNo,
  totalMembers: 10,
  policyPeriodFrom: commencement,
  policyPeriodTo: end,
  policyEffectiveDate: commencement,
  policyCommencementDate: commencement,
  totalActiveAndCompletedClaims: 0,
  totalSubmittedClaims: 0,
  policyHolder: 'PT Dua',
  hrContactPerson: 'Rina',
  hrEmailAddress: 'hr@dua.co.id',
  subsidiaryVMList: [
    { id: 's-1', subsidiaryNo: 'S01', subsidiaryName: 'PT Anak Satu', bankName: 'BCA' },
    { id: 's-2', subsidiaryNo: 'S02', subsidiaryName: 'PT Anak Dua', bankName: 'BCA' },
  ],
  policyPeriodVMList: [{ id: 'per-1', policyPeriodFrom: commencement, policyPeriodTo: end }],
  planVMList: [
    { planNo: 'A', planDescription: 'Staf' },
    { planNo: 'B', planDescription: 'Manajer' },
  ],
});

const DEFAULTS: SystemParameter = {
  category: 'DEFAULT_VARIABLES',
  commonCategoryDetail: [
    { code: 'EMPLOYEE_NAME_ALLOWABLE_CHAR', description1: "^[A-Za-z .,'-]*$" },
    { code: 'NAME_ALLOWABLE_CHAR', description1: "^[A-Za-z .,'-]*$" },
  ],
};
const COUNTRY: SystemParameter = {
  category: 'COUNTRY',
  commonCategoryDetail: [
    { code: 'ID', description1: 'Indonesia', description2: '+62' },
    { code: 'SG', description1: 'Singapore', description2: '+65' },
  ],
};

/** 23:30 in Jakarta: late in the Jakarta day and, in UTC, still the day before. */
const JAKARTA_NOW: SystemParameter = {
  category: 'JKT_DATE_TIME',
  commonCategoryDetail: [{ code: 'JKT_DATE_TIME', description1: `${TODAY}T23:30:00+07:00` }],
};

export const employeeRow: MemberRow = {
  id: 'm-7',
  memberNumber: '0000100007',
  memberType: 'EMPLOYEE',
  policyNumber: 'GHG0001001',
  policy: { id: 'p-1', policyNumber: 'GHG0001001', policyRemark: 'Kesehatan' },
  name: 'BUDI SANTOSO',
  updateRequest: null,
  effectiveDate: null,
  requestDate: null,
};

export const baseHandlers: FakeHandlers = {
  getSysParam: (p) => {
    const category = (p.query as { category: string }).category;
    if (category === 'COUNTRY') return { systemParameterList: [COUNTRY] };
    if (category === 'JKT_DATE_TIME') return { systemParameterList: [JAKARTA_NOW] };
    return { systemParameterList: [DEFAULTS] };
  },
  policyList: () => ({
    policies: [policy('p-1', 'GHG0001001'), policy('p-2', 'GHG0001002')],
    pagination: { currentPage: 1, pageSize: 100, totalPage: 1, totalRecord: 2 },
  }),
  bankList: () => ({ banks: [{ key: 'BCA', desc: 'Bank Central Asia' }] }),
  memberAlteration: () => ({ memberAlterationRef: ['MA-1', 'MA-2'] }),
  memberList: () => ({
    members: [employeeRow],
    pagination: { currentPage: 1, pageSize: 10, totalPage: 1, totalRecord: 1 },
    applicableFilters: [],
  }),
};

/** The add part's routes with a stand-in member list, on a fake API, company c-2 selected. */
export function renderAdd(path: string, extra: FakeHandlers = {}) {
  return renderSignedIn(
    [...addRoutes, { path: MEMBER_PATHS.landing, element: <p data-testid="member-list">list</p> }],
    path,
    { handlers: { ...baseHandlers, ...extra } },
  );
}

/**
 * What Next saves after {@link fillEmployee}, the add-dependent button and
 * {@link fillDependent}(0, 'anak satu') (ids apart): the policy-selection test proves it through
 * the form once, and its other cases open policy selection with these forms already saved.
 */
export const SAVED_FORMS: { employee: EmployeeForm; dependents: DependentForm[] } = {
  employee: {
    id: 'EBMBR-employee',
    ...emptyEmployeeEntries(),
    subsidiary: 'S01',
    name: 'SITI RAHAYU',
    dateOfBirth: '12-03-1990',
    gender: 'F',
    maritalStatus: 'married',
    email: 'SITI@EXAMPLE.COM',
  },
  dependents: [
    {
      id: 'EBMBR-dependent',
      ...emptyDependentEntries(),
      name: 'ANAK SATU',
      gender: 'M',
      memberType: 'wife',
      dateOfBirth: '01-02-2015',
    },
  ],
};

/**
 * Policy selection of the add-employee flow with {@link SAVED_FORMS} saved, as Next leaves it: the
 * form opens (the flow keeps saved forms only while it is open), the forms are saved, and the
 * router moves on.
 */
export async function renderPolicySelection(extra: FakeHandlers = {}) {
  const portal = renderAdd(MEMBER_PATHS.addEmployee, extra);
  await screen.findByTestId('add-employee-page');
  await act(async () => {
    portal.store.dispatch(employeeFormSaved(SAVED_FORMS));
    await portal.router.navigate(policySelectionPath('MemberAddEmployee'));
  });
  return portal;
}

export const callsOf = (api: ReturnType<typeof fakeApi>, id: string) =>
  api.calls.filter((c) => c.id === id).map((c) => c.params);

/** Opens a dropdown by its test id and picks the option with this text. */
export async function choose(user: UserEvent, testId: string, label: string) {
  const field = screen.getByTestId(testId);
  await user.click(field);
  // The field's own panel (appended to the field): another field's closing panel may still be in
  // the page.
  const option = [...field.querySelectorAll('[role="option"]')].find(
    (o) => o.textContent === label,
  );
  if (!option) throw new Error(`no option ${label} in ${testId}`);
  await user.click(option);
}

/** A valid employee: subsidiary, name, date of birth, gender, marital status, e-mail. */
export async function fillEmployee(user: UserEvent) {
  await choose(user, 'employee-subsidiary', 'PT Anak Satu');
  await user.type(screen.getByTestId('employee-name'), ' siti rahayu ');
  await user.type(screen.getByTestId('employee-dateOfBirth'), '12031990');
  await choose(user, 'employee-gender', 'Female');
  await choose(user, 'employee-maritalStatus', 'Married');
  await user.type(screen.getByTestId('employee-email'), 'siti@example.com');
}

export async function fillDependent(user: UserEvent, index: number, name: string) {
  await user.type(screen.getByTestId(`dependent-${index}-name`), name);
  await user.type(screen.getByTestId(`dependent-${index}-dateOfBirth`), '01022015');
  await choose(user, `dependent-${index}-gender`, 'Male');
  await choose(user, `dependent-${index}-memberType`, 'Child');
}
