import { EXPERIENCE_LEVEL_YEARS, formatLanguage } from '@grovekeeper/shared';
import type { ExperienceLevel } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { labelOf } from './labels';

/** "Intermediate (1-3 years)": an experience level with the years it stands for (spec §9). */
export function experienceLabel(level: ExperienceLevel | string): string {
  const years = EXPERIENCE_LEVEL_YEARS[level as ExperienceLevel];
  return years
    ? `${labelOf(level)} (${t(`experienceYears.${level}`, { defaultValue: years })})`
    : labelOf(level);
}

/** "1 year" / "4 years" of experience ("4 χρόνια"). */
export function yearsLabel(years: number): string {
  return t('units.years', { count: years });
}

/** "4.5" ("4,5" in Greek): a figure with exactly one decimal, in the reader's locale. */
export function oneDecimal(value: number): string {
  const text = value.toFixed(1);
  return formatLanguage() === 'el' ? text.replace('.', ',') : text;
}

/** "3.2 km" (one decimal under 10 km, whole kilometres beyond); "3,2 χλμ." in Greek. */
export function formatDistance(km: number): string {
  return t('units.km', { distance: km < 10 ? oneDecimal(km) : Math.round(km).toString() });
}

/** The first `max` characters of a bio, cut at a word, with an ellipsis when cut. */
export function excerpt(text: string, max = 160): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
