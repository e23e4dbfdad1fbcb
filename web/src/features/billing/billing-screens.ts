/** Entry of the Premium billing chunk: the area's gate and its listing. */
export { BillingArea } from './billing-area';
export { BillingListingPage } from './components/billing-listing-page';
