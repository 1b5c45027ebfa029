// The kit of a remote's first paint (`first-paint.js`, built by createFirstPaintConfig in
// shared/webpack): the page's first screen drawn with the DOM alone into the HTML's frame
// while the app's code downloads, then replaced by React's first render. No imports of React,
// MUI, i18next or the shared package's main entry: a first paint is a few KB.
import { announceFirstPaint } from './signal';

export { peekEarlyJson, startEarlyGet } from '../http/early-gets';

/** The shared token store's key (ACCESS_TOKEN_KEY). */
const ACCESS_TOKEN_KEY = 'accessToken';
/** Where the chosen language is kept (LANGUAGE_STORAGE_KEY). */
const LANGUAGE_KEY = 'language';

export type FirstPaintLanguage = 'en' | 'el';

/** Whether a read's JSON is an object (not null, not a list): answers are checked, not trusted. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored access token: the one the app's client will send. */
export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** The language the app starts in: the one chosen on this browser, else the browser's own. */
export function startLanguage(): FirstPaintLanguage {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    if (stored === 'en' || stored === 'el') return stored;
  } catch {
    // Storage refused: the browser's language still applies.
  }
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of tags) {
    const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
    if (base === 'en' || base === 'el') return base;
  }
  return 'en';
}

export type Texts = { [key: string]: string | Texts };
export type Translate = (key: string, values?: Record<string, string>) => string;

function lookup(texts: Texts, key: string): string | undefined {
  let value: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (typeof value !== 'object') return undefined;
    value = value[part];
  }
  return typeof value === 'string' ? value : undefined;
}

/** `t(key, values)` over a first paint's texts in `language`, English where one is missing. */
export function translator(
  texts: Record<FirstPaintLanguage, Texts>,
  language: FirstPaintLanguage,
): Translate {
  return (key, values = {}) => {
    const found = lookup(texts[language], key) ?? lookup(texts.en, key) ?? key;
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
  };
}

export type Child = Node | string | null | false | undefined;

/** An element with attributes and children (strings become text, never HTML). */
export function h(
  tag: string,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) {
    if (child === null || child === false || child === undefined) continue;
    element.append(child);
  }
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A Material icon (its 24 × 24 paths, as @mui/icons-material draws them) in the colour of
 * its text, hidden from screen readers: icons beside words say nothing the words do not.
 */
export function icon(paths: readonly string[], className = 'gk-fp-icon'): SVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', className);
  for (const d of paths) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

/** PageHeader's layout: the title and its line, the page's actions beside or under them. */
export function pageHeader(title: string, subtitle: string, action?: HTMLElement): HTMLElement {
  return h(
    'div',
    { class: 'gk-fp-head' },
    h('div', {}, h('h1', {}, title), subtitle && h('p', { class: 'gk-fp-sub' }, subtitle)),
    action,
  );
}

/**
 * A contained button's look on a plain link: it works before the app has loaded. `start`:
 * the button's icon before its words (see icon).
 */
export function linkButton(text: string, href: string, start?: SVGElement): HTMLElement {
  start?.setAttribute('class', 'gk-fp-button-icon');
  return h('a', { class: 'gk-fp-button', href }, start, text);
}

/** The theme's page header, text and button, light and dark (shared/src/theme). */
const BASE_CSS = `
.gk-fp{box-sizing:border-box;width:100%;max-width:1440px;margin:0 auto;padding:16px;
font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
color:rgba(0,0,0,.87);line-height:1.5}
.gk-fp.gk-fp-public{max-width:960px}
html.dark .gk-fp{color:#fff}
@media (min-width:600px){.gk-fp{padding:24px}}
.gk-fp-head{display:flex;flex-direction:column;gap:16px;margin-bottom:24px}
@media (min-width:600px){.gk-fp-head{flex-direction:row;align-items:center;justify-content:space-between}}
.gk-fp h1{margin:0;font-size:1.75rem;font-weight:700;line-height:1.167}
.gk-fp-sub{margin:4px 0 0;font-size:.875rem;line-height:1.43;color:rgba(0,0,0,.6)}
html.dark .gk-fp-sub{color:rgba(255,255,255,.7)}
.gk-fp-icon{width:1.5rem;height:1.5rem;flex-shrink:0;fill:currentColor}
.gk-fp-button{display:flex;align-items:center;justify-content:center;box-sizing:border-box;
min-height:42px;padding:8px 22px;border-radius:10px;background:#3f6b21;color:#fff;
font-size:.9375rem;font-weight:600;text-decoration:none}
.gk-fp-button-icon{width:20px;height:20px;margin:0 8px 0 -4px;fill:currentColor}
html.dark .gk-fp-button{background:#8bc34a;color:#0f1a08}
@media (min-width:600px){.gk-fp-button{display:inline-flex}}
`;

/** The HTML's frame as the shell's public layout draws it: no sidebar, a 56 px bar. */
const PUBLIC_FRAME_CSS = `
html.gk-public-frame .gk-shell-side{display:none}
html.gk-public-frame .gk-shell-top{height:56px}
html.gk-public-frame .gk-shell-top .gk-shell-brand{display:flex;height:56px;padding:0 16px}
@media (min-width:600px){html.gk-public-frame .gk-shell-top .gk-shell-brand{padding:0 24px}}
`;

export interface FirstPaint {
  /** The page's content, under the HTML frame's bar. */
  content: Node[];
  language: FirstPaintLanguage;
  /** The page's own styles, beside the kit's. */
  css?: string;
  /** Drawn in the shell's public frame (the tag page), not the signed-in one. */
  public?: boolean;
}

/**
 * Puts `paint` into the HTML's frame (shared/webpack/index.html) as the page's <main>, unless
 * the app has rendered already (the frame is gone) or something is there. The <main> it drew
 * (a page may add to it as its reads arrive, while it is still in the document), else null.
 */
export function mountFirstPaint(paint: FirstPaint): HTMLElement | null {
  const frame = document.querySelector('#root > .gk-shell');
  const slot = frame?.querySelector('.gk-shell-main');
  if (!frame || !slot || slot.querySelector('main')) return null;
  const style = document.createElement('style');
  style.textContent = BASE_CSS + (paint.public ? PUBLIC_FRAME_CSS : '') + (paint.css ?? '');
  document.head.append(style);
  document.documentElement.lang = paint.language;
  if (paint.public) document.documentElement.classList.add('gk-public-frame');
  // The frame's bars stay hidden from screen readers; the page's content is read.
  frame.removeAttribute('aria-hidden');
  for (const bar of frame.querySelectorAll('.gk-shell-side, .gk-shell-top')) {
    bar.setAttribute('aria-hidden', 'true');
  }
  const main = document.createElement('main');
  main.className = paint.public ? 'gk-fp gk-fp-public' : 'gk-fp';
  main.setAttribute('aria-busy', 'true');
  main.append(...paint.content);
  slot.append(main);
  return main;
}

/** The API's base URL of the runtime configuration ('' for this origin), as the shell passes it. */
export function apiUrl(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '') || window.location.origin}${path}`;
}

/**
 * Runs a first paint from its script tag: the shell's entry adds it with the API's base URL
 * in `data-api-base`. A failure draws nothing: the app renders the page as it would anyway.
 */
export function runFirstPaint(paint: (apiBase: string) => Promise<boolean>): void {
  const script = document.currentScript as HTMLScriptElement | null;
  void paint(script?.dataset.apiBase ?? '')
    .catch(() => false)
    .then(announceFirstPaint);
}
