export * from './session-slice';
export * from './choose-company';
