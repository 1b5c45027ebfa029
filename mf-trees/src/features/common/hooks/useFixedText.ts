import { useState } from 'react';

/**
 * A text in the language of the moment the component mounted, fixed for its life. For the
 * fallback message of `useLoad`: the loader depends on it, so a live text would load the
 * record again on every language switch. Messages already shown keep their language.
 */
export function useFixedText(text: () => string): string {
  const [value] = useState(text);
  return value;
}
