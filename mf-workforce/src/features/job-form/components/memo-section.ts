import { memo } from 'react';
import type { ComponentType } from 'react';
import type { JobFormBinding } from '../hooks/useJobForm';
import type { JobFormValues } from '../utils/job-form-values';

/**
 * A form section that re-renders only when one of its own fields (value or error), the
 * mode or another prop changes. A keystroke in the title then re-renders one section, not
 * the whole 22-field form (it was ~100 ms a keystroke in jsdom, and phones feel it too).
 * `change` is stable (useJobForm), so the sections' inline callbacks stay correct.
 */
export function memoSection<P extends { form: JobFormBinding }>(
  Section: ComponentType<P>,
  keys: readonly (keyof JobFormValues)[],
) {
  return memo(Section, (prev, next) => {
    const { form: before, ...restBefore } = prev;
    const { form: after, ...restAfter } = next;
    if (before.mode !== after.mode || before.change !== after.change) return false;
    const fieldsSame = keys.every(
      (key) => before.values[key] === after.values[key] && before.errors[key] === after.errors[key],
    );
    if (!fieldsSame) return false;
    const others = Object.keys(restAfter) as (keyof typeof restAfter)[];
    return (
      others.length === Object.keys(restBefore).length &&
      others.every((key) => restBefore[key] === restAfter[key])
    );
  });
}
