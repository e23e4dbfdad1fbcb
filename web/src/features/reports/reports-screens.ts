/** Entry of the Reports chunk: the area gate and the reports page. */
export { ReportsArea } from './reports-area';
export { ReportsPage } from './components/reports-page';
