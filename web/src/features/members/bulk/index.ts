/** Entry of the bulk update's lazy chunk. */
export { BulkUpdatePage } from './components/bulk-update-page';
