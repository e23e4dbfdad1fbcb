import type { RouteObject } from 'react-router-dom';
import { lazyScreens } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';
import { MEMBER_PATHS } from '../paths';
import { requireMember } from './require-member';

// This part is one chunk: the fragment is small and imports the pages lazily.
const { screen } = lazyScreens(() => import('./index'));

/** Screen names (in the pattern of the spec's member_add_employee) and page titles. */
export const ALTER_SCREENS = screenHandles('membersAlter:', {
  editList: 'member_edit_details_list',
  editEmployee: 'member_edit_details_employee',
  editDependent: 'member_edit_details_dependent',
  removeList: 'member_remove_landing',
  removeMember: 'member_remove_employee',
  changePlanList: 'member_change_plan_landing',
  changePlanSelect: 'member_change_plan_policies_select',
});

/** Edit details, remove member and change plan (paths from ../paths.ts), children of the area. */
export const alterRoutes: RouteObject[] = [
  screen(MEMBER_PATHS.editList, ALTER_SCREENS.editList, 'EditListPage'),
  screen(
    MEMBER_PATHS.editEmployee,
    ALTER_SCREENS.editEmployee,
    'EditEmployeePage',
    requireMember(MEMBER_PATHS.editList),
  ),
  screen(
    MEMBER_PATHS.editDependent,
    ALTER_SCREENS.editDependent,
    'EditDependentPage',
    requireMember(MEMBER_PATHS.editList),
  ),
  screen(MEMBER_PATHS.removeList, ALTER_SCREENS.removeList, 'RemoveListPage'),
  screen(MEMBER_PATHS.changePlanList, ALTER_SCREENS.changePlanList, 'ChangePlanListPage'),
  screen(
    MEMBER_PATHS.removeMember,
    ALTER_SCREENS.removeMember,
    'RemoveMemberPage',
    requireMember(MEMBER_PATHS.removeList),
  ),
  screen(
    MEMBER_PATHS.changePlanSelect,
    ALTER_SCREENS.changePlanSelect,
    'ChangePlanPage',
    requireMember(MEMBER_PATHS.changePlanList),
  ),
];
