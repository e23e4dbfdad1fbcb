export interface Session {
  id: string;
  userId: string;
  createdAt: number;
  /** The user's sign-in before this session (epoch ms), null when none is known. */
  previousSignInAt: number | null;
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
  /** Access-token jti to its refresh token's jti and back, so either end revokes both. */
  private readonly partnerOf = new Map<string, string>();
  private readonly revoked = new Set<string>();
  /** Sessions that are over (replaced by a newer sign-in, signed out, or revoked): never again. */
  private readonly over = new Set<string>();
  /** Sessions revoked as stolen (a rotated refresh token replayed): every token of theirs fails. */
  private readonly stolen = new Set<string>();
  /** Refresh tokens already exchanged for a new pair: presenting one again is reuse. */
  private readonly rotated = new Set<string>();

  /**
   * Opens a session for this access token, superseding the user's older one. When the session is
   * already the user's live one (a token renewed by refresh names it in `sid`), it is re-confirmed
   * as it is: the portal creates the session again after every refresh.
   */
  create(session: Session, accessJti: string): Session | undefined {
    const previous = this.currentByUser.get(session.userId);
    const live = previous === undefined ? undefined : this.sessions.get(previous);
    if (live && live.id === session.id) {
      this.sessionByJti.set(accessJti, live.id);
      return live;
    }
    // A session that is over stays over: a token of a replaced session cannot take it back.
    if (this.over.has(session.id)) return undefined;
    if (previous) {
      this.sessions.delete(previous);
      this.over.add(previous);
    }
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

  /** Whether this session is its user's live one (the registry decides, not the token). */
  isLive(userId: string, id: string | undefined): boolean {
    if (id === undefined) return false;
    const session = this.sessions.get(id);
    return session?.userId === userId && this.currentByUser.get(userId) === id;
  }

  /** Whether the session was revoked as stolen: none of its tokens may be used. */
  isStolen(id: string | undefined): boolean {
    return id !== undefined && this.stolen.has(id);
  }

  /** Remembers a refresh token exchanged for a new pair. */
  markRotated(refreshJti: string): void {
    this.rotated.add(refreshJti);
  }

  wasRotated(refreshJti: string): boolean {
    return this.rotated.has(refreshJti);
  }

  /**
   * Refresh-token reuse is theft: the whole family goes, the session and every token of it (the
   * current access and refresh tokens included), however far the rotation has moved on.
   */
  revokeFamily(userId: string, id: string | undefined): void {
    if (id === undefined) return;
    this.stolen.add(id);
    this.over.add(id);
    this.sessions.delete(id);
    if (this.currentByUser.get(userId) === id) this.currentByUser.delete(userId);
  }

  /** The session id a token belongs to: its sid claim, or the session created with it. */
  sessionIdOf(accessJti: string, sid?: string): string | undefined {
    return sid ?? this.sessionByJti.get(accessJti);
  }

  linkPair(accessJti: string, refreshJti: string): void {
    this.partnerOf.set(accessJti, refreshJti);
    this.partnerOf.set(refreshJti, accessJti);
  }

  /** The other token of a pair (the access token of a refresh token, and the reverse). */
  partner(jti: string): string | undefined {
    return this.partnerOf.get(jti);
  }

  /** Revokes a token and the other token of its pair. */
  revokePair(jti: string): void {
    this.revoked.add(jti);
    const partner = this.partnerOf.get(jti);
    if (partner) this.revoked.add(partner);
  }

  /** Ends the token's session (if any) and revokes the token and its refresh token. */
  end(userId: string, accessJti: string, sid?: string): void {
    const id = sid ?? this.sessionByJti.get(accessJti);
    const session = id === undefined ? undefined : this.sessions.get(id);
    if (session && session.userId === userId) {
      this.sessions.delete(session.id);
      this.over.add(session.id);
      if (this.currentByUser.get(userId) === session.id) this.currentByUser.delete(userId);
    }
    this.revokePair(accessJti);
  }

  /** The live sessions (each its user's current one), oldest first. */
  live(): Session[] {
    return [...this.sessions.values()].filter((s) => this.currentByUser.get(s.userId) === s.id);
  }

  /**
   * Ends a live session from outside (the control API), as a newer sign-in would replace it: its
   * tokens then answer err300 on session calls. False when no live session has this id.
   */
  endSession(id: string): boolean {
    const session = this.sessions.get(id);
    if (!session || this.currentByUser.get(session.userId) !== id) return false;
    this.sessions.delete(id);
    this.over.add(id);
    this.currentByUser.delete(session.userId);
    return true;
  }

  isRevoked(jti: string): boolean {
    return this.revoked.has(jti);
  }
}
