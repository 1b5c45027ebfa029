// The first paint of mf-estates' dashboard (index.ts is the script's entry).
import { setFormatLocale } from '@grovekeeper/shared/format';
import {
  apiUrl,
  h,
  icon,
  isRecord,
  linkButton,
  mountFirstPaint,
  pageHeader,
  peekEarlyJson,
  startEarlyGet,
  startLanguage,
  storedToken,
  translator,
} from '@grovekeeper/shared/first-paint';
import type { Translate } from '@grovekeeper/shared/first-paint';
import type { ContractStatus } from '@grovekeeper/shared';
import { countActiveRentals } from '../features/estates/utils/estate-totals';
import { ADD } from './icons';
import { actionPanel, estatesSection, summaryCards } from './render';
import type { FirstPaintActions, FirstPaintEstate } from './render';
import { FIRST_PAINT_CSS } from './styles';
import { TEXTS } from './texts';

/** The dashboard's reads, as its code asks for them (the shell's entry starts them early). */
const ESTATES = '/api/estates';
const CONTRACTS = '/api/rental-contracts/my?role=all';
const ACTIONS = '/api/notifications/actions';

function estatesOf(answer: unknown): FirstPaintEstate[] | null {
  const estates = isRecord(answer) ? answer.estates : undefined;
  if (!Array.isArray(estates)) return null;
  return estates.every((estate) => isRecord(estate) && typeof estate.id === 'string')
    ? (estates as FirstPaintEstate[])
    : null;
}

function activeRentalsOf(answer: unknown): number | null {
  const contracts = isRecord(answer) ? answer.contracts : undefined;
  if (!Array.isArray(contracts)) return null;
  return countActiveRentals(
    contracts.filter((contract): contract is { status: ContractStatus } => isRecord(contract)),
  );
}

/**
 * Adds the reads' part of the dashboard under its header once they are in: the summary, what
 * waits for the user (when its read answered) and their estates. Nothing when the estates'
 * read failed (the app says why) or the app has rendered meanwhile.
 */
async function drawReads(main: HTMLElement, t: Translate, reads: Promise<unknown>[]) {
  const [estatesAnswer, contracts, actions] = await Promise.all(reads);
  const estates = estatesOf(estatesAnswer);
  if (!estates || !main.isConnected) return;
  main.append(
    summaryCards(t, estates, activeRentalsOf(contracts)),
    ...(isRecord(actions) ? [actionPanel(t, actions as FirstPaintActions)] : []),
    estatesSection(t, estates),
  );
}

/**
 * Draws the dashboard's header (its title, its welcome line and Add Estate, a plain link to
 * the wizard) into the HTML's frame for a signed-in user at `/`, and the rest of its first
 * screen as the page's reads arrive (the app's code is still downloading meanwhile).
 * `apiBase` is the API's base URL of the runtime configuration ('' for this origin). Resolves
 * whether it drew, once the header is there: the shell's main.js may start then.
 */
export async function paintFirst(apiBase = ''): Promise<boolean> {
  if (window.location.pathname.replace(/\/+$/, '') !== '') return false;
  const token = storedToken();
  if (!token) return false;
  const language = startLanguage();
  setFormatLocale(language);
  const t = translator(TEXTS, language);
  const reads = [ESTATES, CONTRACTS, ACTIONS].map((path) => {
    const url = apiUrl(apiBase, path);
    // The shell's entry has started these reads already; if not, they start now, once.
    startEarlyGet(url, token);
    return peekEarlyJson(url);
  });
  const main = mountFirstPaint({
    content: [
      pageHeader(
        t('dashboard.title'),
        t('dashboard.subtitle'),
        // PageHeader's actions box, holding a medium button as AddEstateButton is.
        h(
          'div',
          { class: 'gk-fp-head-actions' },
          linkButton(t('estates.add'), '/wizard', icon(ADD)),
        ),
      ),
    ],
    language,
    css: FIRST_PAINT_CSS,
  });
  if (!main) return false;
  void drawReads(main, t, reads).catch(() => undefined);
  return true;
}
