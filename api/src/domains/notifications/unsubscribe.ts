import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@grovekeeper/constants';

/**
 * The one-click unsubscribe link of a mail (issue 28): it turns one kind of mail off for
 * one person without signing in, so it carries its own proof, an HMAC of the person and
 * the kind under the server's secret. The link cannot be changed into another person's or
 * another kind's link, and it never expires (a mail read a year later still works).
 */
const PURPOSE = 'grovekeeper-unsubscribe-v1';

export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${userId}\n${kind}`).digest('base64url');
}

/** True when `token` is the token of this person and kind under `secret`. */
export function verifyUnsubscribeToken(
  secret: string,
  userId: string,
  kind: string,
  token: string,
): kind is NotificationKind {
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return false;
  const expected = Buffer.from(unsubscribeToken(secret, userId, kind as NotificationKind));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The absolute link a mail carries: `<base>/api/notifications/unsubscribe?u=&k=&t=`.
 * `baseUrl` is the product's public address (no trailing slash).
 */
export function unsubscribeUrl(
  baseUrl: string,
  secret: string,
  userId: string,
  kind: NotificationKind,
): string {
  const query = new URLSearchParams({
    u: userId,
    k: kind,
    t: unsubscribeToken(secret, userId, kind),
  });
  return `${baseUrl.replace(/\/+$/, '')}/api/notifications/unsubscribe?${query}`;
}
