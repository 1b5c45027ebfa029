/** Marker colour by tree state; unknown states are grey (spec §3). */
const STATE_COLORS: Record<string, string> = {
  healthy: '#2e7d32',
  pruned: '#1565c0',
  watered: '#0097a7',
  sick: '#ef6c00',
  burned: '#c62828',
  destroyed: '#424242',
  ready_to_harvest: '#8e24aa',
};

export const UNKNOWN_STATE_COLOR = '#9e9e9e';

export function treeStateColor(state: string | null | undefined): string {
  return (state && STATE_COLORS[state]) || UNKNOWN_STATE_COLOR;
}
