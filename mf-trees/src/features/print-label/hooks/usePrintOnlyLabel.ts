import { useEffect } from 'react';
import { LABEL_CLASS, LABEL_PRINT_BODY_CLASS, NO_PRINT_CLASS } from '../utils/label-print';

const STYLE_ID = 'trees-label-print-style';

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

/** Adds the label's print stylesheet and body class while the label page is mounted. */
export function usePrintOnlyLabel() {
  useEffect(() => {
    let style = document.getElementById(STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      style.textContent = PRINT_CSS;
      document.head.appendChild(style);
    }
    document.body.classList.add(LABEL_PRINT_BODY_CLASS);
    return () => {
      document.body.classList.remove(LABEL_PRINT_BODY_CLASS);
      document.getElementById(STYLE_ID)?.remove();
    };
  }, []);
}
