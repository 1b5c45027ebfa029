import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../http/client';
import { useAuthStore } from '../token/token-store';
import { changeLanguage, currentLanguage } from '../i18n/instance';
import type { Language } from '../i18n/languages';
import { isLanguage } from '../i18n/languages';

/**
 * Switches the product to `language` and, signed in, saves it on the profile so it follows
 * the user to another device. The switch happens first: a failed save keeps the choice on
 * this browser and is not an error the user must deal with.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  if (!useAuthStore.getState().accessToken) return;
  try {
    await api.put<unknown>('/api/profile', { language });
  } catch (error) {
    console.warn('[i18n] The language could not be saved on the profile', error);
  }
}

/** The user's saved language (from the profile) wins over this browser's: applied on load. */
export function applySavedLanguage(saved: unknown): void {
  if (isLanguage(saved) && saved !== currentLanguage()) void changeLanguage(saved);
}

/** The language shown now and the way to change it (re-renders on every change). */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const choose = useCallback((next: Language) => chooseLanguage(next), []);
  return [language, choose];
}
