export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export * from './table-rules';
