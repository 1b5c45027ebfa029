import { useEffect } from 'react';

export interface PrintOnlyStyle {
  /** The id of the `<style>` element, one per kind of printout so two never share one. */
  styleId: string;
  /** The class `css` keys on: body carries it while the printout is mounted. */
  bodyClass: string;
  /** The print stylesheet: in print media only the printout shows. */
  css: string;
}

/**
 * Adds a printout's stylesheet and body class while its page is mounted, and removes
 * both when it leaves: a page printed from inside the shell layout (sidebar, header)
 * must print only itself, and the rest of the app must print normally afterwards.
 * `style` must be stable (a module constant).
 */
export function usePrintOnly({ styleId, bodyClass, css }: PrintOnlyStyle) {
  useEffect(() => {
    let style = document.getElementById(styleId);
    if (!style) {
      style = document.createElement('style');
      style.id = styleId;
      style.textContent = css;
      document.head.appendChild(style);
    }
    document.body.classList.add(bodyClass);
    return () => {
      document.body.classList.remove(bodyClass);
      document.getElementById(styleId)?.remove();
    };
  }, [styleId, bodyClass, css]);
}
