// The first paint of mf-trees' field pages (index.ts is the script's entry).
import {
  apiUrl,
  isRecord,
  mountFirstPaint,
  peekEarlyJson,
  startEarlyGet,
  startLanguage,
  storedToken,
  translator,
} from '@grovekeeper/shared/first-paint';
import { firstPaintPage, needsSignIn } from './pages';
import { tagPage, taggingPage, treePage } from './render';
import type { FirstPaintTree } from './render';
import { FIRST_PAINT_CSS } from './styles';
import { TEXTS } from './texts';

/** The tree in a read's answer: both reads wrap it (`{ tree, photos }`, `{ tree }`). */
function treeOf(answer: unknown): FirstPaintTree | null {
  const tree = isRecord(answer) ? answer.tree : undefined;
  return isRecord(tree) && typeof tree.title === 'string' ? (tree as FirstPaintTree) : null;
}

/**
 * Draws the first screen of the page at the current address into the HTML's frame, unless
 * the app has rendered already (the frame is gone) or the page's read failed (the app then
 * says why). `apiBase` is the API's base URL of the runtime configuration ('' for this
 * origin). Resolves whether it drew.
 */
export async function paintFirst(apiBase: string): Promise<boolean> {
  const page = firstPaintPage(window.location.pathname);
  if (!page) return false;
  const token = storedToken();
  if (needsSignIn(page) && !token) return false;
  let tree: FirstPaintTree | null = null;
  if (page.kind !== 'tagging') {
    const url = apiUrl(apiBase, page.read);
    // The shell's entry has started this read already; if not, it starts now, once.
    startEarlyGet(url, token);
    tree = treeOf(await peekEarlyJson(url));
    if (!tree) return false;
  }
  const language = startLanguage();
  const input = {
    t: translator(TEXTS, language),
    language,
    tab: new URLSearchParams(window.location.search).get('tab'),
  };
  const content =
    page.kind === 'tag'
      ? tagPage(input, tree!, page.treeId)
      : page.kind === 'tree'
        ? treePage(input, tree!)
        : taggingPage(input);
  const main = mountFirstPaint({
    content,
    language,
    css: FIRST_PAINT_CSS,
    public: page.kind === 'tag',
  });
  return main !== null;
}
