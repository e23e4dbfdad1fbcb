export interface Session {
  id: string;
  userId: string;
  createdAt: number;
}

/**
 * Sessions and token revocation. One live session per user: creating a session supersedes the
 * user's older one, whose tokens then fail with err300 (concurrent login). A session is found by
 * the token's `sid` claim, or by the access token it was created with.
 */
export class SessionBook {
  private readonly sessions = new Map<string, Session>();
  private readonly currentByUser = new Map<string, string>();
  private readonly sessionByJti = new Map<string, string>();
  /** Access-token jti to its refresh token's jti, so ending a session revokes both. */
  private readonly refreshOf = new Map<string, string>();
  private readonly revoked = new Set<string>();

  create(session: Session, accessJti: string): Session {
    const previous = this.currentByUser.get(session.userId);
    if (previous) this.sessions.delete(previous);
    this.sessions.set(session.id, session);
    this.currentByUser.set(session.userId, session.id);
    this.sessionByJti.set(accessJti, session.id);
    return session;
  }

  /** The live session of a token, if it is still the user's current one. */
  find(userId: string, accessJti: string, sid?: string): Session | undefined {
    const id = sid ?? this.sessionByJti.get(accessJti);
    const session = id === undefined ? undefined : this.sessions.get(id);
    if (!session || session.userId !== userId) return undefined;
    return this.currentByUser.get(userId) === session.id ? session : undefined;
  }

  linkPair(accessJti: string, refreshJti: string): void {
    this.refreshOf.set(accessJti, refreshJti);
  }

  /** Ends the token's session (if any) and revokes the token and its refresh token. */
  end(userId: string, accessJti: string, sid?: string): void {
    const id = sid ?? this.sessionByJti.get(accessJti);
    const session = id === undefined ? undefined : this.sessions.get(id);
    if (session && session.userId === userId) {
      this.sessions.delete(session.id);
      if (this.currentByUser.get(userId) === session.id) this.currentByUser.delete(userId);
    }
    this.revoked.add(accessJti);
    const refresh = this.refreshOf.get(accessJti);
    if (refresh) this.revoked.add(refresh);
  }

  isRevoked(jti: string): boolean {
    return this.revoked.has(jti);
  }
}
