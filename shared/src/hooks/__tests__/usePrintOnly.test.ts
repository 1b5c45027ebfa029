import { renderHook } from '@testing-library/react';
import { usePrintOnly } from '../usePrintOnly';
import type { PrintOnlyStyle } from '../usePrintOnly';

const STYLE: PrintOnlyStyle = {
  styleId: 'test-print-style',
  bodyClass: 'test-print-active',
  css: '@media print { body.test-print-active * { visibility: hidden; } }',
};

describe('usePrintOnly', () => {
  it('adds the print stylesheet and body class while mounted and removes both after', () => {
    const { unmount } = renderHook(() => usePrintOnly(STYLE));
    expect(document.body).toHaveClass('test-print-active');
    expect(document.getElementById('test-print-style')).toHaveTextContent(STYLE.css);
    unmount();
    expect(document.body).not.toHaveClass('test-print-active');
    expect(document.getElementById('test-print-style')).toBeNull();
  });

  it('adds the stylesheet once however many times the page renders', () => {
    const { rerender, unmount } = renderHook(() => usePrintOnly(STYLE));
    rerender();
    expect(document.querySelectorAll('#test-print-style')).toHaveLength(1);
    unmount();
  });
});
