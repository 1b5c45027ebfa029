#!/usr/bin/env node
// The translation check of `npm run check` (issue 23). For each package that shows text:
//   1. every key the code uses (t('key'), t('ns:key'), i18nKey('key')) exists in English and
//      in every other language of its namespace;
//   2. every language has exactly the keys English has, with the same {{placeholders}};
//   3. no key is unused: each is used by a static key, or lies under a key prefix the code
//      builds at run time (t(`states.${state}`) uses every key under "states.").
// Plural forms (key_one, key_other, ...) count as their base key.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANGUAGES = ['en', 'el'];

/** Package → its namespace. `common` has two parts: shared's design system and the shell's. */
const PACKAGES = {
  shared: 'common',
  shell: 'common',
  'mf-estates': 'estates',
  'mf-trees': 'trees',
  'mf-rentals': 'rentals',
  'mf-contracts': 'contracts',
  'mf-workforce': 'workforce',
};

const PLURAL = /_(zero|one|two|few|many|other)$/;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      return name === '__tests__' || name === 'node_modules' ? [] : sourceFiles(file);
    }
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function flatten(object, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(object)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, full, out);
    else out.set(full, String(value));
  }
  return out;
}

const placeholders = (text) => [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]).sort();
const baseKey = (key) => key.replace(PLURAL, '');

// Translations: namespace → language → key → text (parts of one namespace merged).
const catalogues = new Map();
const partOf = new Map(); // `${ns}|${key}` → package that defines it (for messages)
const problems = [];

/**
 * A package's text files: `src/i18n/locales/<language>.json` (bundled with its code), and one
 * folder per part, `src/i18n/parts/<part>/<language>.json`, registered by
 * `src/i18n/parts/<part>.ts` and bundled with the pages that import it (not the first load).
 */
function textDirs(pkg) {
  const base = path.join(ROOT, pkg, 'src', 'i18n');
  const parts = path.join(base, 'parts');
  const partDirs = existsSync(parts)
    ? readdirSync(parts)
        .filter((name) => statSync(path.join(parts, name)).isDirectory())
        .map((name) => ({ dir: path.join(parts, name), part: name }))
    : [];
  return [{ dir: path.join(base, 'locales'), part: null }, ...partDirs];
}

/** `${pkg}|${part}` → the part's top-level keys (for the import rule below). */
const partKeys = new Map();

for (const [pkg, ns] of Object.entries(PACKAGES)) {
  for (const { dir, part } of textDirs(pkg)) {
    for (const language of LANGUAGES) {
      const file = path.join(dir, `${language}.json`);
      if (!existsSync(file)) {
        problems.push(`${pkg}: ${path.relative(ROOT, file)} is missing`);
        continue;
      }
      let data;
      try {
        data = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push(`${path.relative(ROOT, file)}: not valid JSON (${error.message})`);
        continue;
      }
      const byLanguage = catalogues.get(ns) ?? new Map();
      catalogues.set(ns, byLanguage);
      const texts = byLanguage.get(language) ?? new Map();
      byLanguage.set(language, texts);
      if (part && language === 'en') partKeys.set(`${pkg}|${part}`, Object.keys(data));
      for (const [key, text] of flatten(data)) {
        if (texts.has(key) && language === 'en') {
          problems.push(`${ns}:${key} is defined by both ${partOf.get(`${ns}|${key}`)} and ${pkg}`);
        }
        texts.set(key, text);
        if (language === 'en') partOf.set(`${ns}|${key}`, pkg);
        if (!text.trim()) problems.push(`${pkg} ${language}: ${ns}:${key} is empty`);
      }
    }
  }
}

// 2. The same keys and placeholders in every language.
for (const [ns, byLanguage] of catalogues) {
  const english = byLanguage.get('en') ?? new Map();
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const other = byLanguage.get(language) ?? new Map();
    const otherBases = new Set([...other.keys()].map(baseKey));
    for (const [key, text] of english) {
      if (!other.has(key) && !(PLURAL.test(key) && otherBases.has(baseKey(key)))) {
        problems.push(`${ns}:${key} has no ${language} text`);
        continue;
      }
      const translated = other.get(key);
      if (
        translated !== undefined &&
        placeholders(text).join() !== placeholders(translated).join()
      ) {
        problems.push(`${ns}:${key}: ${language} placeholders differ from English`);
      }
    }
    const englishBases = new Set([...english.keys()].map(baseKey));
    for (const key of other.keys()) {
      if (!english.has(key) && !englishBases.has(baseKey(key))) {
        problems.push(`${ns}:${key} is in ${language} but not in English`);
      }
    }
  }
}

// 1 and 3. Keys used by the code.
const CALL = /(?<![\w.])(?:t|i18nKey|i18n\.t)\(\s*(['"`])((?:(?!\1).)*?)\1/g;
const used = new Map(); // ns → Set of keys
const prefixes = new Map(); // ns → Set of dynamic prefixes
const note = (map, ns, value) => {
  const set = map.get(ns) ?? new Set();
  set.add(value);
  map.set(ns, set);
};

for (const [pkg, ownNs] of Object.entries(PACKAGES)) {
  for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(CALL)) {
      const [, quote, raw] = match;
      let key = raw;
      let ns = ownNs;
      const colon = /^(\w+):(.*)$/.exec(key);
      if (colon && catalogues.has(colon[1])) {
        ns = colon[1];
        key = colon[2];
      }
      const where = `${path.relative(ROOT, file)}:${source.slice(0, match.index).split('\n').length}`;
      if (quote === '`' && key.includes('${')) {
        const prefix = key.slice(0, key.indexOf('${'));
        if (!prefix) problems.push(`${where}: a key built entirely at run time cannot be checked`);
        else note(prefixes, ns, prefix);
        continue;
      }
      note(used, ns, key);
      const english = catalogues.get(ns)?.get('en');
      const known =
        english &&
        (english.has(key) || [...english.keys()].some((k) => PLURAL.test(k) && baseKey(k) === key));
      if (!known) problems.push(`${where}: ${ns}:${key} is not in ${ns}'s English texts`);
    }
  }
}

// 4. A file naming a key of a part imports that part, so its texts are there when it renders.
for (const [id, keys] of partKeys) {
  const [pkg, part] = id.split('|');
  const ns = PACKAGES[pkg];
  const names = new RegExp(
    `['"\`](?:${ns}:)?(?:${keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\.`,
  );
  for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
    if (file.includes(`${path.sep}i18n${path.sep}parts${path.sep}`)) continue;
    // A first paint (mf-trees' src/first-paint) reads the parts' files without i18next: its
    // texts.ts imports each one's JSON, in every language.
    if (file.includes(`${path.sep}first-paint${path.sep}`)) continue;
    const source = readFileSync(file, 'utf8');
    if (names.test(source) && !source.includes(`i18n/parts/${part}'`)) {
      problems.push(
        `${path.relative(ROOT, file)} uses ${ns} texts of part "${part}" without importing its i18n/parts/${part}`,
      );
    }
  }
}

for (const [ns, byLanguage] of catalogues) {
  const english = byLanguage.get('en') ?? new Map();
  const keys = used.get(ns) ?? new Set();
  const dynamic = [...(prefixes.get(ns) ?? [])];
  for (const key of english.keys()) {
    const base = baseKey(key);
    if (keys.has(key) || keys.has(base)) continue;
    if (dynamic.some((prefix) => key.startsWith(prefix))) continue;
    problems.push(`${ns}:${key} (${partOf.get(`${ns}|${key}`)}) is not used by any code`);
  }
}

if (problems.length) {
  console.error(`Translation check: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const total = [...catalogues.values()].reduce((sum, l) => sum + (l.get('en')?.size ?? 0), 0);
console.log(
  `Translation check: ${total} texts in ${catalogues.size} namespaces, ${LANGUAGES.join(' and ')}: all used, none missing`,
);
