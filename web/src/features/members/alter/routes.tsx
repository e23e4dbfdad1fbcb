import type { RouteObject } from 'react-router-dom';
import { MEMBER_PATHS } from '../paths';
import { requireMember } from './require-member';

// This part is one chunk: the fragment is small and imports the pages lazily.
const chunk = () => import('./index');

/** Screen names (in the pattern of the spec's member_add_employee) and page titles. */
export const ALTER_SCREENS = {
  editList: { screen: 'member_edit_details_list', titleKey: 'membersAlter:screen.editList' },
  editEmployee: {
    screen: 'member_edit_details_employee',
    titleKey: 'membersAlter:screen.editEmployee',
  },
  editDependent: {
    screen: 'member_edit_details_dependent',
    titleKey: 'membersAlter:screen.editDependent',
  },
  removeList: { screen: 'member_remove_landing', titleKey: 'membersAlter:screen.removeList' },
  removeMember: { screen: 'member_remove_employee', titleKey: 'membersAlter:screen.removeMember' },
  changePlanList: {
    screen: 'member_change_plan_landing',
    titleKey: 'membersAlter:screen.changePlanList',
  },
  changePlanSelect: {
    screen: 'member_change_plan_policies_select',
    titleKey: 'membersAlter:screen.changePlanSelect',
  },
} as const;

/** Edit details, remove member and change plan (paths from ../paths.ts), children of the area. */
export const alterRoutes: RouteObject[] = [
  {
    path: MEMBER_PATHS.editList,
    handle: ALTER_SCREENS.editList,
    lazy: async () => ({ Component: (await chunk()).EditListPage }),
  },
  {
    path: MEMBER_PATHS.editEmployee,
    loader: requireMember(MEMBER_PATHS.editList),
    handle: ALTER_SCREENS.editEmployee,
    lazy: async () => ({ Component: (await chunk()).EditEmployeePage }),
  },
  {
    path: MEMBER_PATHS.editDependent,
    loader: requireMember(MEMBER_PATHS.editList),
    handle: ALTER_SCREENS.editDependent,
    lazy: async () => ({ Component: (await chunk()).EditDependentPage }),
  },
  {
    path: MEMBER_PATHS.removeList,
    handle: ALTER_SCREENS.removeList,
    lazy: async () => ({ Component: (await chunk()).RemoveListPage }),
  },
  {
    path: MEMBER_PATHS.changePlanList,
    handle: ALTER_SCREENS.changePlanList,
    lazy: async () => ({ Component: (await chunk()).ChangePlanListPage }),
  },
  {
    path: MEMBER_PATHS.removeMember,
    loader: requireMember(MEMBER_PATHS.removeList),
    handle: ALTER_SCREENS.removeMember,
    lazy: async () => ({ Component: (await chunk()).RemoveMemberPage }),
  },
  {
    path: MEMBER_PATHS.changePlanSelect,
    loader: requireMember(MEMBER_PATHS.changePlanList),
    handle: ALTER_SCREENS.changePlanSelect,
    lazy: async () => ({ Component: (await chunk()).ChangePlanPage }),
  },
];
