/**
 * Dates, money and figures as the API writes them into documents and files (the contract
 * PDF, its signing certificate, the CSV exports) in Greek: the el-GR locale and the
 * Europe/Athens time zone. English documents keep their own (older) formats, written where
 * each document's English texts are.
 *
 * The language type is spelled out ('en' | 'el') rather than imported, so this file does
 * not depend on anything but Intl.
 */

/** The languages documents are written in: those `requestLanguage` answers. */
export type DocumentLanguage = 'en' | 'el';

/** The time zone every moment in a Greek document is shown in. */
export const DOCUMENT_TIME_ZONE = 'Europe/Athens';

const GREEK = 'el-GR';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const greekEuros = new Intl.NumberFormat(GREEK, { style: 'currency', currency: 'EUR' });
const greekLongDay = new Intl.DateTimeFormat(GREEK, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DOCUMENT_TIME_ZONE,
});
const greekLongDateOnly = new Intl.DateTimeFormat(GREEK, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const athensParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DOCUMENT_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "1.234,50 €" (with a no-break space before the sign, as el-GR writes it). */
export function greekMoney(amount: number): string {
  return greekEuros.format(amount);
}

/** A figure with a decimal comma and no grouping, as a Greek spreadsheet reads it: "1234,5". */
export function greekDecimal(value: number): string {
  return String(value).replace('.', ',');
}

/** A figure with `decimals` decimals and a decimal comma, no grouping: "3,50". */
export function greekFixed(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}

/**
 * "4 Μαρτίου 2026": a calendar day ("2026-03-04", kept as the day it is) or a moment (the day
 * it is in Athens).
 */
export function greekLongDate(value: string): string {
  if (DATE_ONLY.test(value)) return greekLongDateOnly.format(new Date(`${value}T00:00:00Z`));
  return greekLongDay.format(new Date(value));
}

/** "4 Μαρτίου 2026, 12:05:09": a moment, as the clock in Athens showed it. */
export function greekLongMoment(iso: string): string {
  const { hour, minute, second } = athens(iso);
  return `${greekLongDay.format(new Date(iso))}, ${hour}:${minute}:${second}`;
}

/** "4/3/2026": a calendar day ("2026-03-04") as a Greek spreadsheet reads it. */
export function greekShortDate(day: string): string {
  const match = DATE_ONLY.exec(day);
  if (!match) return day;
  return `${Number(match[3])}/${Number(match[2])}/${match[1]}`;
}

/** "4/3/2026 12:05:09": a moment in Athens time, as a Greek spreadsheet reads it. */
export function greekShortMoment(iso: string): string {
  const { year, month, day, hour, minute, second } = athens(iso);
  return `${Number(day)}/${Number(month)}/${year} ${hour}:${minute}:${second}`;
}

function athens(
  iso: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = Object.fromEntries(
    athensParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}
