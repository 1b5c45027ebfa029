import { useState } from 'react';
import { t } from '../../../i18n';

/**
 * A text of this remote in the language shown when the screen opened, kept as it is after:
 * for the failure text handed to useLoad, which loads again whenever that text changes (a
 * language switch must not reload the screen and lose what the person typed).
 */
export function useFixedText(key: string): string {
  const [text] = useState(() => t(key));
  return text;
}
