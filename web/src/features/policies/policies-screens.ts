/** Entry of the policy-and-benefits lazy chunk (/mo/eb-app-policy-benefit/landing/...). */
export { PoliciesArea } from './components/policies-area';
export { PolicyListPage } from './components/policy-list-page';
export { PolicyDetailsPage } from './components/policy-details-page';
