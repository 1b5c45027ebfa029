import { TREE_STATES } from '@grovekeeper/constants';
import type { Queryable } from '../../../db';
import type { DocumentLanguage } from '../../../lib/i18n/document-format';
import { MONEY_MEMBER_ROLES, moneyRows, seenEstateIds } from '../scope-sql';

/** The estates the caller sees: their own and their teams' (the exports read by pages). */
const SEEN_ESTATE_IDS = seenEstateIds(true);
import { CSV_FORMATS, csvPages } from './csv';
import type { CsvValue } from './csv';
import { CSV_TEXTS, wordFor } from './csv-texts';

/** Rows read from the database per page of an export. */
export const EXPORT_PAGE_SIZE = 2000;

export { TREE_STATES };

interface EstateRow {
  id: string;
  name: string;
  address: string;
  land_area: number;
}

interface TreeCountRow {
  estate_id: string;
  category: string;
  state: string;
  n: number;
}

/** Stremmata from hectares (1 stremma = 0.1 ha), without the float's tail (12.35 ha → 123.5). */
const stremmata = (hectares: number): number => Number((hectares * 10).toFixed(6));

/**
 * One row per estate the caller sees (their own and their teams'), by name: area, real tree count, counts per category and
 * state. In `language`: its headers, state and category words, figures and separator (Greek
 * adds the area in stremmata beside the hectares).
 */
export async function* estatesCsv(
  db: Queryable,
  userId: string,
  pageSize = EXPORT_PAGE_SIZE,
  language: DocumentLanguage = 'en',
): AsyncGenerator<string> {
  const texts = CSV_TEXTS[language];
  const t = texts.estates;
  const withStremmata = t.landAreaStremmata !== null;
  const categories = (
    await db.query<{ category: string }>(
      `SELECT DISTINCT t.category FROM trees t
       WHERE t.estate_id IN (${SEEN_ESTATE_IDS}) ORDER BY t.category`,
      [userId],
    )
  ).map((row) => row.category);
  const header = [
    t.name,
    t.address,
    t.landArea,
    ...(t.landAreaStremmata === null ? [] : [t.landAreaStremmata]),
    t.treeCount,
    ...categories.map((category) => t.category(wordFor(texts.categories, category))),
    ...TREE_STATES.map((state) => t.state(texts.treeStates[state])),
  ];
  yield* csvPages<EstateRow>(
    header,
    (after) =>
      db.query<EstateRow>(
        `SELECT id, name, address, land_area FROM estates
         WHERE id IN (${SEEN_ESTATE_IDS})
           AND ($2::text IS NULL OR (name, id) > ($2::text, $3::char(24)))
         ORDER BY name, id LIMIT $4`,
        [userId, after?.name ?? null, after?.id ?? null, pageSize],
      ),
    async (estates) => {
      const counts = await db.query<TreeCountRow>(
        `SELECT estate_id, category, state, count(*)::int AS n FROM trees
         WHERE estate_id = ANY($1::char(24)[]) GROUP BY estate_id, category, state`,
        [estates.map((estate) => estate.id)],
      );
      const byEstate = new Map<string, TreeCountRow[]>();
      for (const row of counts) {
        const list = byEstate.get(row.estate_id) ?? [];
        list.push(row);
        byEstate.set(row.estate_id, list);
      }
      return estates.map((estate) => {
        const rows = byEstate.get(estate.id) ?? [];
        const sum = (keep: (row: TreeCountRow) => boolean): number =>
          rows.filter(keep).reduce((total, row) => total + Number(row.n), 0);
        const hectares = Number(estate.land_area);
        return [
          estate.name,
          estate.address,
          hectares,
          ...(withStremmata ? [stremmata(hectares)] : []),
          sum(() => true),
          ...categories.map((category) => sum((row) => row.category === category)),
          ...TREE_STATES.map((state) => sum((row) => row.state === state)),
        ];
      });
    },
    pageSize,
    CSV_FORMATS[language],
  );
}

interface HarvestRow {
  id: string;
  day: string;
  title: string;
  text_code: string;
  estate_name: string;
  weight: string;
  status: string;
  notes: string;
}

/** Every harvest of the trees of the estates the caller sees, newest date first; in `language`. */
export function harvestsCsv(
  db: Queryable,
  userId: string,
  pageSize = EXPORT_PAGE_SIZE,
  language: DocumentLanguage = 'en',
): AsyncGenerator<string> {
  const texts = CSV_TEXTS[language];
  const t = texts.harvests;
  return csvPages<HarvestRow>(
    [t.tree, t.treeCode, t.estate, t.date, t.weight, t.status, t.notes],
    (after) =>
      db.query<HarvestRow>(
        `SELECT h.id, to_char(h.date, 'YYYY-MM-DD') AS day, t.title, t.text_code,
                e.name AS estate_name, h.weight_kg::text AS weight, h.status, h.notes
         FROM harvests h
         JOIN trees t ON t.id = h.tree_id
         JOIN estates e ON e.id = t.estate_id
         WHERE e.id IN (${SEEN_ESTATE_IDS})
           AND ($2::date IS NULL OR (h.date, h.id) < ($2::date, $3::char(24)))
         ORDER BY h.date DESC, h.id DESC LIMIT $4`,
        [userId, after?.day ?? null, after?.id ?? null, pageSize],
      ),
    (rows) =>
      rows.map((row) => [
        row.title,
        row.text_code,
        row.estate_name,
        texts.day(row.day),
        Number(row.weight),
        wordFor(texts.harvestStatuses, row.status),
        row.notes,
      ]),
    pageSize,
    CSV_FORMATS[language],
  );
}

interface ContractRow {
  contract_number: string;
  estate_name: string;
  tenant_name: string;
  start_day: string;
  end_day: string;
  duration_months: number;
  amount: string;
  payment_frequency: string;
  status: string;
  signed: string | null;
}

/**
 * The signed and active contracts whose money the caller sees (theirs as owner, and those of
 * the estates they manage), by contract number; in `language`. The route first refuses a
 * caller who sees money nowhere.
 */
export function rentalIncomeCsv(
  db: Queryable,
  userId: string,
  pageSize = EXPORT_PAGE_SIZE,
  language: DocumentLanguage = 'en',
): AsyncGenerator<string> {
  const texts = CSV_TEXTS[language];
  const t = texts.rentalIncome;
  return csvPages<ContractRow>(
    [
      t.contractNumber,
      t.estate,
      t.tenant,
      t.startDate,
      t.endDate,
      t.duration,
      t.amount,
      t.paymentFrequency,
      t.status,
      t.signedAt,
    ],
    (after) =>
      db.query<ContractRow>(
        `SELECT c.contract_number, c.estate_name, u.name AS tenant_name,
                to_char(c.start_date, 'YYYY-MM-DD') AS start_day,
                to_char(c.end_date, 'YYYY-MM-DD') AS end_day, c.duration_months,
                (c.price_cents / 100.0)::numeric(14, 2)::text AS amount, c.payment_frequency,
                c.status,
                to_char(c.signed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS signed
         FROM (${moneyRows('contracts', 'x.*', true, "x.status IN ('signed', 'active')")}) c
         JOIN users u ON u.id = c.tenant_id
         WHERE ($3::text IS NULL OR c.contract_number > $3::text)
         ORDER BY c.contract_number LIMIT $4`,
        [userId, MONEY_MEMBER_ROLES, after?.contract_number ?? null, pageSize],
      ),
    (rows) =>
      rows.map((row): CsvValue[] => [
        row.contract_number,
        row.estate_name,
        row.tenant_name,
        texts.day(row.start_day),
        texts.day(row.end_day),
        Number(row.duration_months),
        Number(row.amount),
        wordFor(texts.paymentFrequencies, row.payment_frequency),
        wordFor(texts.contractStatuses, row.status),
        row.signed === null ? null : texts.moment(row.signed),
      ]),
    pageSize,
    CSV_FORMATS[language],
  );
}
