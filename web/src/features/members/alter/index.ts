/** Entry of the alter part's lazy chunk: edit details, remove member, change plan. */
export { ChangePlanListPage, EditListPage, RemoveListPage } from './components/alter-list-page';
export { ChangePlanPage } from './components/change-plan-page';
export { EditDependentPage, EditEmployeePage } from './components/edit-details-page';
export { RemoveMemberPage } from './components/remove-member-page';
