// The first paint of mf-estates' dashboard (index.ts is the script's entry).
import {
  linkButton,
  mountFirstPaint,
  pageHeader,
  startLanguage,
  storedToken,
  translator,
} from '@grovekeeper/shared/first-paint';
import { TEXTS } from './texts';

/**
 * Draws the dashboard's header (its title, its welcome line and Add Estate, a plain link to
 * the wizard) into the HTML's frame for a signed-in user at `/`; the summary cards, what waits
 * for the user and the estates come with the app, whose reads are under way meanwhile.
 * Resolves whether it drew.
 */
export async function paintFirst(): Promise<boolean> {
  if (window.location.pathname.replace(/\/+$/, '') !== '' || !storedToken()) return false;
  const language = startLanguage();
  const t = translator(TEXTS, language);
  return mountFirstPaint({
    content: [
      pageHeader(
        t('dashboard.title'),
        t('dashboard.subtitle'),
        linkButton(t('estates.add'), '/wizard'),
      ),
    ],
    language,
  });
}
