import './model/add-saga';

export { AddFlow } from './components/add-flow';
export { AddEmployeePage } from './components/add-employee-page';
export { AddDependentSearchPage } from './components/add-dependent-search-page';
export { AddDependentFormPage } from './components/add-dependent-form-page';
export { PolicySelectionPage } from './components/policy-selection-page';
