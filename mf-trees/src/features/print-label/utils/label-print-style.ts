import type { PrintOnlyStyle } from '@grovekeeper/shared';
import { LABEL_CLASS, LABEL_PRINT_BODY_CLASS, NO_PRINT_CLASS } from './label-print';

// The label page sits inside the shell layout: in print media only the label shows, on one
// 100 x 120 mm page without margins. The fixed page height keeps the hidden layout from
// spilling onto a second, blank label.
const PRINT_CSS = `
@page { size: 100mm 120mm; margin: 0; }
@media print {
  html, body.${LABEL_PRINT_BODY_CLASS} {
    margin: 0 !important; padding: 0 !important;
    width: 100mm !important; height: 120mm !important; overflow: hidden !important;
  }
  body.${LABEL_PRINT_BODY_CLASS} * { visibility: hidden !important; }
  body.${LABEL_PRINT_BODY_CLASS} .${LABEL_CLASS},
  body.${LABEL_PRINT_BODY_CLASS} .${LABEL_CLASS} * { visibility: visible !important; }
  body.${LABEL_PRINT_BODY_CLASS} .${LABEL_CLASS} {
    position: fixed !important; left: 0; top: 0; margin: 0 !important;
    border: none !important; box-shadow: none !important; border-radius: 0 !important;
  }
  body.${LABEL_PRINT_BODY_CLASS} .${NO_PRINT_CLASS} { display: none !important; }
}
`;

/** The tree label's print stylesheet, for the shared usePrintOnly. */
export const LABEL_PRINT_STYLE: PrintOnlyStyle = {
  styleId: 'trees-label-print-style',
  bodyClass: LABEL_PRINT_BODY_CLASS,
  css: PRINT_CSS,
};
