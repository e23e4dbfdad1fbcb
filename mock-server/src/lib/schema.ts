// The helper lives in contracts; re-exported for the mock's own schemas.
export { literalUnion } from '@mo/contracts';
