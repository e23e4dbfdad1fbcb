import type { CALLS } from '../calls';
import type { AnyCall } from '../calls/define';
import { ACCESS_ROUTES } from './access';
import { BILLING_ROUTES } from './billing';
import { CLAIMS_ROUTES } from './claims';
import { CUSTOMER_SERVICES_ROUTES } from './customer-services';
import type { RouteFacts } from './define';
import { IDENTITY_ROUTES } from './identity';
import { MEMBERS_ROUTES } from './members';
import { PASSWORD_KEY_ROUTES } from './password-key';
import { POLICY_ADMIN_ROUTES } from './policy-admin';
import { PORTAL_ROUTES } from './portal';
import { PROVIDERS_ROUTES } from './providers';
import { REPORTS_ROUTES } from './reports';
import { SERVICES_ROUTES } from './services';
import { USER_ADMIN_ROUTES } from './user-admin';
import { VALIDATE_ACCESS_ROUTES } from './validate-access';

export type { CallAuth, CallRouteFacts, HttpMethod, RouteFacts } from './define';

/*
 * The calls as the browser needs them: where each goes and how it succeeds. These files are the
 * only place the route facts are written: calls/* builds each call's TypeBox schemas on its
 * entry (defineCall), which the browser never loads. The portal's API client takes a route and
 * types its query, body and data from the call the route belongs to (a type-only link, erased
 * at build time).
 */

/** A type-only key: the call a route belongs to (no value carries it). */
declare const callOfRoute: unique symbol;

export interface CallRoute<C extends AnyCall = AnyCall> extends RouteFacts {
  readonly id: C['id'];
  /** Types only: never set. */
  readonly [callOfRoute]?: C;
}

export type AnyCallRoute = CallRoute<AnyCall>;
/** The call a route belongs to (for QueryOf, BodyOf, DataOf). */
export type CallOfRoute<R> = R extends CallRoute<infer C> ? C : never;

type Calls = typeof CALLS;
type CallRoutes = { readonly [K in keyof Calls]: CallRoute<Calls[K]> };

/** Every call of CALLS, by the same id, without schemas. */
export const CALL_ROUTES: CallRoutes = {
  ...ACCESS_ROUTES,
  ...BILLING_ROUTES,
  ...CLAIMS_ROUTES,
  ...CUSTOMER_SERVICES_ROUTES,
  ...IDENTITY_ROUTES,
  ...MEMBERS_ROUTES,
  ...PASSWORD_KEY_ROUTES,
  ...POLICY_ADMIN_ROUTES,
  ...PORTAL_ROUTES,
  ...PROVIDERS_ROUTES,
  ...REPORTS_ROUTES,
  ...SERVICES_ROUTES,
  ...USER_ADMIN_ROUTES,
  ...VALIDATE_ACCESS_ROUTES,
};
