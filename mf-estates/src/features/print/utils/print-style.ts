import type { PrintOnlyStyle } from '@grovekeeper/shared';
import { PRINT_BODY_CLASS } from './tag-url';

// Inside the shell layout the sheet sits among the sidebar and header: in print media
// only the sheet shows, in A4 with 10 mm margins.
const PRINT_CSS = `
@page { size: A4; margin: 10mm; }
@media print {
  body.${PRINT_BODY_CLASS} * { visibility: hidden !important; }
  body.${PRINT_BODY_CLASS} .estates-print-sheet,
  body.${PRINT_BODY_CLASS} .estates-print-sheet * { visibility: visible !important; }
  body.${PRINT_BODY_CLASS} .estates-print-sheet {
    position: absolute !important; left: 0; top: 0; width: 100%; margin: 0; padding: 0;
  }
  body.${PRINT_BODY_CLASS} .estates-print-no-print { display: none !important; }
}
`;

/** The estate sheet's print stylesheet, for the shared usePrintOnly. */
export const SHEET_PRINT_STYLE: PrintOnlyStyle = {
  styleId: 'estates-print-sheet-style',
  bodyClass: PRINT_BODY_CLASS,
  css: PRINT_CSS,
};
