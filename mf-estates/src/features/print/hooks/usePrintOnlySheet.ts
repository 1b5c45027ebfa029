import { useEffect } from 'react';
import { PRINT_BODY_CLASS } from '../utils/tag-url';

const STYLE_ID = 'estates-print-sheet-style';

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

/** Adds the print stylesheet and the body class while the sheet is mounted. */
export function usePrintOnlySheet() {
  useEffect(() => {
    let style = document.getElementById(STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      style.textContent = PRINT_CSS;
      document.head.appendChild(style);
    }
    document.body.classList.add(PRINT_BODY_CLASS);
    return () => {
      document.body.classList.remove(PRINT_BODY_CLASS);
      document.getElementById(STYLE_ID)?.remove();
    };
  }, []);
}
