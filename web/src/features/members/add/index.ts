/** Entry of the add part's lazy chunk: its screens and its store parts (../routes.tsx). */
import { membersAddSagaPart } from './model/add-saga';
import { membersAddPart } from './model/add-slice';

export { AddFlow } from './components/add-flow';
export { AddEmployeePage } from './components/add-employee-page';
export { AddDependentSearchPage } from './components/add-dependent-search-page';
export { AddDependentFormPage } from './components/add-dependent-form-page';
export { PolicySelectionPage } from './components/policy-selection-page';

export const storeParts = [membersAddPart, membersAddSagaPart];
