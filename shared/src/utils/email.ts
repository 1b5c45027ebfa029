/**
 * A deliberately loose email check for forms: something@something.tld without spaces.
 * The server validates again; the client only catches typos before a round trip.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
