import { randomBytes } from 'node:crypto';

/** Every record id: 24 lowercase hex characters. QR tag parsing on the client relies on this shape. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

/** A new id from 12 bytes of the operating system's secure random source. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
