import type { Database } from '../../db';
import { isUniqueViolation } from '../../db';
import { conflict, unauthorized } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import type { Language } from '../../lib/i18n/request-language';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { findCredentials, insertUser } from './repository';
import {
  deleteExpiredTokens,
  issueRefreshToken,
  revokeFamilyOf,
  rotateRefreshToken,
} from './refresh-tokens';
import type { LoginBody, RegisterBody, UserSummary } from './schemas';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const SESSION_EXPIRED = 'Session expired. Please sign in again.';

export interface Session {
  accessToken: string;
  refreshToken: string;
}

export interface AuthServiceOptions {
  db: Database;
  signAccessToken(userId: string): string;
  refreshTokenTtlDays: number;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({
  db,
  signAccessToken,
  refreshTokenTtlDays,
}: AuthServiceOptions) {
  async function startSession(userId: string): Promise<Session> {
    await deleteExpiredTokens(db, userId);
    const { token } = await issueRefreshToken(db, { userId, ttlDays: refreshTokenTtlDays });
    return { accessToken: signAccessToken(userId), refreshToken: token };
  }

  return {
    /**
     * Expects a normalised body (trimmed name, trimmed lower-case email); `language` is
     * the body's, else the one the route took from Accept-Language.
     */
    async register(
      { name, email, password, language }: RegisterBody,
      fallbackLanguage: Language = 'en',
    ): Promise<UserSummary> {
      const passwordHash = await hashPassword(password);
      try {
        return await insertUser(db, {
          id: newId(),
          name,
          email,
          passwordHash,
          language: language ?? fallbackLanguage,
        });
      } catch (error) {
        // The unique index decides, so two simultaneous sign-ups cannot both win.
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },

    /** One message for an unknown email and a wrong password, in the same time. */
    async login({ email, password }: LoginBody): Promise<Session> {
      const user = await findCredentials(db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
      return startSession(user.id);
    },

    /** A new session for a valid refresh token, or null (missing, unknown, expired, reused). */
    async refresh(refreshToken: string | undefined): Promise<Session | null> {
      if (!refreshToken) return null;
      const rotation = await rotateRefreshToken(db, refreshToken, refreshTokenTtlDays);
      if (rotation.outcome !== 'rotated') return null;
      return { accessToken: signAccessToken(rotation.userId), refreshToken: rotation.token };
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (refreshToken) await revokeFamilyOf(db, refreshToken);
    },
  };
}
