import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useT } from '../../../i18n';

/**
 * "Skip to main content": the first tab stop, visible only when focused, so keyboard users
 * need not walk the whole sidebar on every page. It moves focus itself rather than using a
 * #fragment, which the router would treat as a navigation.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <Link
      href={`#${targetId}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipLink')}
    </Link>
  );
}
