/** Entry of the bulk update's lazy chunk. */
import './model/bulk-saga';

export { BulkUpdatePage } from './components/bulk-update-page';
