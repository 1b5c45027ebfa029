import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * A visible keyboard focus ring on links and buttons everywhere, remotes included. Inputs
 * are left out: MUI already draws their focused border.
 */
export function FocusStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [role="menuitem"]:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible':
          {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
      })}
    />
  );
}
