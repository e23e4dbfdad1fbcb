import type { RouteObject } from 'react-router-dom';
import { lazyScreens } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';
import type { AreaParts } from '@/lib/store-parts';
import { MEMBER_PATHS } from '../paths';

/** Screen names (spec part 2 section 2) and page titles, in the shape of app/screens.ts. */
export const ADD_SCREENS = screenHandles('membersAdd:', {
  addEmployee: 'member_add_employee',
  addDependentSearch: 'member_add_dependent_search',
  addDependentForm: 'member_add_dependent_form',
  // The spec names the route (PolicySelection) but no screen: named like its siblings.
  policySelection: 'member_policy_selection',
});

// This part is one chunk: the fragment is small and imports the pages lazily.
const chunk = () => import('./index');
const { layout, screen } = lazyScreens(chunk);

/** The flow's layout route, by its id (the forms it saves are this part's store part). */
const ADD_FLOW = 'membersAddFlow';

/** The part's store parts, which come with its chunk: app/ adds them as the flow loads. */
export const addParts: AreaParts = { [ADD_FLOW]: async () => (await chunk()).storeParts };

/** The routes of this part of the Members area (paths from ../paths.ts), children of the area. */
export const addRoutes: RouteObject[] = [
  // Pathless: the saved forms live while the user stays among these screens.
  layout('AddFlow', {
    id: ADD_FLOW,
    children: [
      screen(MEMBER_PATHS.addEmployee, ADD_SCREENS.addEmployee, 'AddEmployeePage'),
      screen(
        MEMBER_PATHS.addDependentSearch,
        ADD_SCREENS.addDependentSearch,
        'AddDependentSearchPage',
      ),
      screen(MEMBER_PATHS.addDependentForm, ADD_SCREENS.addDependentForm, 'AddDependentFormPage'),
      screen(MEMBER_PATHS.policySelection, ADD_SCREENS.policySelection, 'PolicySelectionPage'),
    ],
  }),
];
