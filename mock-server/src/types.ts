import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { MockConfig } from './config';
import type { AuthContext, TokenService } from './plugins/auth';
import type { MockStore } from './store/store';

/** The app as routes see it: TypeBox schemas give request and reply types. */
export type MockApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * What a service may use of the app besides the world it is given: the configuration and the
 * log. Never the state or the clock (`store`, `store.clock`): those are the request's world
 * (lib/world.ts).
 */
export type MockHost = Pick<FastifyInstance, 'config' | 'log'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Live configuration; the control API may change the token lifetimes in it. */
    config: MockConfig;
    /** The configuration as started, which /__mock/reset restores. */
    startConfig: Readonly<MockConfig>;
    store: MockStore;
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** Who made the call, once the call's auth rule has passed (null on public calls). */
    auth: AuthContext | null;
  }
}
