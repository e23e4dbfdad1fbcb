import { ERROR_CODES, TIMINGS } from '@mo/contracts';

/**
 * Recovery of a signed-in session (spec part 1 section 4, idle time-out and session): GW1033
 * renews the token once, however many calls fail together — one refresh in flight that every
 * failing call awaits, then each retries once. A failed renewal, or err300, signs out after 1 s.
 */
export interface SessionRecoveryOptions {
  /** Refreshes the token pair, stores it and creates the session again; rejects on failure. */
  renew: () => Promise<void>;
  /** The stored access token now. */
  currentToken: () => string | null;
  /** Ends the session; `reason` is the error code whose message the sign-in page shows. */
  signOut: (reason: string) => void;
  signOutDelayMs?: number;
}

export interface SessionRecovery {
  /** The api client's onTokenExpired: true once a renewed token is stored. */
  onTokenExpired: (error: unknown, sentToken: string | null) => Promise<boolean>;
  /** The api client's onSessionInvalid (err300). */
  onSessionInvalid: (error: { errorCode: string }) => void;
  /** Renews now (the idle time-out's expired-token path); false when it failed. */
  refresh: () => Promise<boolean>;
  /** Cancels a pending sign-out (after the user signed out anyway). */
  cancel: () => void;
}

export function createSessionRecovery(options: SessionRecoveryOptions): SessionRecovery {
  const delayMs = options.signOutDelayMs ?? TIMINGS.signOutAfterRefreshFailureMs;
  let inFlight: Promise<boolean> | null = null;
  let signOutTimer: ReturnType<typeof setTimeout> | null = null;

  const scheduleSignOut = (reason: string) => {
    if (signOutTimer !== null) return;
    signOutTimer = setTimeout(() => {
      signOutTimer = null;
      options.signOut(reason);
    }, delayMs);
  };

  const refresh = (): Promise<boolean> => {
    inFlight ??= options
      .renew()
      .then(
        () => true,
        () => {
          scheduleSignOut(ERROR_CODES.tokenExpired);
          return false;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    onTokenExpired: (_error, sentToken) => {
      if (inFlight) return inFlight;
      // A call that went out with an older token than the stored one: already renewed.
      const current = options.currentToken();
      if (sentToken !== null && current !== null && sentToken !== current) {
        return Promise.resolve(true);
      }
      return refresh();
    },
    onSessionInvalid: (error) => scheduleSignOut(error.errorCode),
    refresh,
    cancel: () => {
      if (signOutTimer !== null) clearTimeout(signOutTimer);
      signOutTimer = null;
    },
  };
}
