/** Entry of the bulk update's lazy chunk: its page and its store parts (routes.tsx). */
import { membersBulkSagaPart } from './model/bulk-saga';
import { membersBulkPart } from './model/bulk-slice';

export { BulkUpdatePage } from './components/bulk-update-page';

export const storeParts = [membersBulkPart, membersBulkSagaPart];
