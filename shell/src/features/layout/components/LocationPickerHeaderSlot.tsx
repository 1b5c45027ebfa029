/**
 * Hook point for the estates team (issue 3). The header renders this only on
 * /location-picker, between the title and the actions. The spec: with at least 3 boundary
 * points, show the detected tree count (text 'trees detected', only when above 0) and an
 * OK button that returns to the wizard.
 *
 * The drawing state (detectedTreeCount, default 50; boundaries; a return-to-wizard action)
 * belongs to mf-estates, which the shell must not import. The intended wiring is a small
 * zustand store exported from @grovekeeper/shared (a federation singleton, so the remote
 * and the shell see the same instance), read here. Until then it renders nothing.
 */
export function LocationPickerHeaderSlot() {
  return null;
}
