import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { useT } from '../../../i18n';
import { headerTitleFor, PRODUCT_NAME } from '../utils/header-title';

/**
 * The title and subtitle for the current path. Not a heading: each page renders its own
 * h1, and two h1s would confuse screen-reader navigation.
 */
export function HeaderTitle() {
  const { pathname } = useLocation();
  // Subscribes to the language: the title and the tab's title follow a switch at once.
  useT();
  const { title, subtitle } = headerTitleFor(pathname);

  // The tab title follows, so history entries and screen readers announce the page.
  useEffect(() => {
    document.title = title === PRODUCT_NAME ? PRODUCT_NAME : `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography
        component="div"
        data-testid="header-title"
        noWrap
        sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' }, fontWeight: 700, lineHeight: 1.3 }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography
          component="div"
          data-testid="header-subtitle"
          variant="body2"
          color="text.secondary"
          noWrap
          sx={{ display: { xs: 'none', sm: 'block' } }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
