// The dashboard's first screen drawn with the DOM alone, in the app's look: the summary cards,
// what waits for the user and their estates, as DashboardPage shows them once its reads are
// in. React's first render replaces all of it (the shell's root holds it until then).
import { formatArea } from '@grovekeeper/shared/format';
import { h, icon, linkButton } from '@grovekeeper/shared/first-paint';
import type { Translate } from '@grovekeeper/shared/first-paint';
import { valueKey } from '../i18n/value-key';
import { estateTotals, visibleTreeTypes } from '../features/estates/utils/estate-totals';
import { ADD, AGRICULTURE, FOREST, HANDSHAKE, PLACE, SQUARE_FOOT } from './icons';

/** What the first paint reads of an estate in `GET /api/estates`. */
export interface FirstPaintEstate {
  id: string;
  name: string;
  address?: string | null;
  treeCount?: number | null;
  landArea?: number | null;
  treeTypes?: string[] | null;
  role?: string | null;
}

/** `GET /api/notifications/actions`: the counts of the Action required panel. */
export type FirstPaintActions = Record<string, unknown>;

function summaryCard(label: string, value: string, paths: readonly string[]): HTMLElement {
  return h(
    'section',
    { class: 'gk-fp-box gk-fp-summary-card', 'aria-label': label },
    h('div', {}, h('p', { class: 'gk-fp-label' }, label), h('p', { class: 'gk-fp-value' }, value)),
    icon(paths),
  );
}

/**
 * EstatesSummaryCards: the four figures. `activeRentals` null (its read failed) shows the
 * dash the app shows while it loads.
 */
export function summaryCards(
  t: Translate,
  estates: readonly FirstPaintEstate[],
  activeRentals: number | null,
): HTMLElement {
  const totals = estateTotals(estates);
  return h(
    'div',
    { class: 'gk-fp-summary' },
    summaryCard(t('summary.totalEstates'), String(totals.totalEstates), AGRICULTURE),
    summaryCard(t('summary.totalTrees'), String(totals.totalTrees), FOREST),
    summaryCard(t('summary.totalArea'), formatArea(totals.totalAreaHa, 1), SQUARE_FOOT),
    summaryCard(
      t('summary.activeRentals'),
      activeRentals === null ? '—' : String(activeRentals),
      HANDSHAKE,
    ),
  );
}

/** ActionRequiredPanel's rows: the count's key, its words and where to act. */
const ACTION_ROWS: readonly [string, string, [string, string][]][] = [
  ['contractsToSign', 'contractsToSign', [['/rental-contracts', 'openContracts']]],
  ['terminationsToAnswer', 'terminationsToAnswer', [['/rental-contracts', 'openContracts']]],
  [
    'applicationsToDecide',
    'applicationsToDecide',
    [
      ['/rentals/applications', 'openRentalApplications'],
      ['/workforce/applications', 'openJobApplications'],
    ],
  ],
  ['harvestsToApprove', 'harvestsToApprove', [['/notifications?group=harvests', 'openHarvests']]],
  [
    'invitationsToAccept',
    'invitationsToAccept',
    [['/notifications?group=team', 'openInvitations']],
  ],
];

/** ActionRequiredPanel: each count above 0 with where to act, or its calm line. */
export function actionPanel(t: Translate, actions: FirstPaintActions): HTMLElement {
  const rows = ACTION_ROWS.flatMap(([key, label, links]) => {
    const count = Number(actions[key]) || 0;
    if (count <= 0) return [];
    return [
      h(
        'li',
        {},
        h(
          'div',
          { class: 'gk-fp-action' },
          h(
            'div',
            { class: 'gk-fp-action-what' },
            h('span', { class: 'gk-fp-chip gk-fp-chip-warning' }, String(count)),
            h('span', {}, t(`actionRequired.${label}`)),
          ),
          h(
            'div',
            { class: 'gk-fp-action-links' },
            ...links.map(([href, text]) => h('a', { href }, t(`actionRequired.${text}`))),
          ),
        ),
      ),
    ];
  });
  return h(
    'section',
    { class: 'gk-fp-box gk-fp-actions', 'aria-labelledby': 'action-required-title' },
    h(
      'div',
      { class: 'gk-fp-box-in' },
      h('h2', { id: 'action-required-title' }, t('actionRequired.title')),
      rows.length === 0
        ? h('p', { class: 'gk-fp-none' }, t('actionRequired.none'))
        : h('ul', {}, ...rows),
    ),
  );
}

/** A tree type as an estate card's chip shows it ("olive"); unknown types as they are. */
function treeTypeChip(t: Translate, type: string): string {
  const key = `values.treeTypeChips.${valueKey(type)}`;
  const word = t(key);
  return word === key ? type : word;
}

/** EstateCard: the whole card a link to the estate (its delete button comes with the app). */
export function estateCard(t: Translate, estate: FirstPaintEstate): HTMLElement {
  const role = estate.role ?? 'owner';
  const { shown, more } = visibleTreeTypes(estate.treeTypes ?? []);
  const address = estate.address ?? '';
  const fact = (label: string, value: string) =>
    h('div', {}, h('span', { class: 'gk-fp-caption' }, label), h('p', {}, value));
  return h(
    'a',
    {
      class: 'gk-fp-box gk-fp-estate',
      href: `/estates/${encodeURIComponent(estate.id)}`,
      'data-testid': 'estate-card',
    },
    h(
      'div',
      { class: 'gk-fp-box-in' },
      h('h3', {}, estate.name),
      role !== 'owner' &&
        h(
          'span',
          { class: 'gk-fp-chip gk-fp-chip-role' },
          t('estates.card.role', { role: t(`estates.card.roles.${role}`) }),
        ),
      h(
        'div',
        { class: 'gk-fp-place' },
        icon(PLACE, 'gk-fp-place-icon'),
        h('p', { title: address }, address),
      ),
      h(
        'div',
        { class: 'gk-fp-facts' },
        fact(t('estates.card.trees'), String(estate.treeCount ?? '')),
        fact(t('estates.card.area'), formatArea(estate.landArea)),
      ),
      h(
        'div',
        { class: 'gk-fp-chips' },
        ...shown.map((type) => h('span', { class: 'gk-fp-chip' }, treeTypeChip(t, type))),
        more > 0 &&
          h(
            'span',
            { class: 'gk-fp-chip gk-fp-chip-more' },
            t('estates.card.moreTypes', { more: String(more) }),
          ),
      ),
    ),
  );
}

/** EstatesGrid once its read is in: 'My Estates' with the cards, or the empty state. */
export function estatesSection(t: Translate, estates: readonly FirstPaintEstate[]): HTMLElement {
  return h(
    'section',
    { 'aria-labelledby': 'my-estates-heading' },
    h('h2', { id: 'my-estates-heading', class: 'gk-fp-heading' }, t('estates.heading')),
    estates.length === 0
      ? h(
          'div',
          { class: 'gk-fp-empty', role: 'status' },
          h('h2', {}, t('estates.empty.title')),
          h('p', {}, t('estates.empty.description')),
          linkButton(t('estates.empty.action'), '/wizard', icon(ADD)),
        )
      : h('div', { class: 'gk-fp-grid' }, ...estates.map((estate) => estateCard(t, estate))),
  );
}
