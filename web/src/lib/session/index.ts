export * from './session-slice';
export * from './choose-company';
export * from './session-recovery';
export * from './idle-saga';
export * from './remember-company';
