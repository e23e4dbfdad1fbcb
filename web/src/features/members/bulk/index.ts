/** Entry of the bulk update's lazy chunk. */
import './bulk-saga';

export { BulkUpdatePage } from './components/bulk-update-page';
