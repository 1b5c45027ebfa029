import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, LoadingState, errorMessage, formatDateTime } from '@grovekeeper/shared';
import { historySentences } from '@grovekeeper/shared/history';
import { useT } from '../../../i18n';
import { treeCategoryLabel } from '../../../i18n/values';
import { getEstateHistory } from '../api/get-estate-history';
import type { EstateHistoryEntry } from '../api/get-estate-history';
import '../../../i18n/parts/recent';

/** How many rows the card shows before "Show more". */
const FIRST_ROWS = 10;

interface State {
  entries: EstateHistoryEntry[];
  page: number;
  pages: number;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
}

/** The estate page's "Recent changes": the latest changes across its trees and its own fields. */
export function RecentChangesCard({ estateId }: { estateId: string }) {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState(false);
  const [state, setState] = useState<State>({
    entries: [],
    page: 0,
    pages: 1,
    status: 'loading',
    error: null,
  });

  useEffect(() => {
    let active = true;
    setState((current) => ({ ...current, status: 'loading', error: null }));
    getEstateHistory(estateId, page).then(
      (answer) => {
        if (!active) return;
        setState((current) => ({
          entries: page === 1 ? answer.history : [...current.entries, ...answer.history],
          page,
          pages: answer.pagination.total,
          status: 'ready',
          error: null,
        }));
      },
      (failure: unknown) => {
        if (!active) return;
        setState((current) => ({
          ...current,
          status: 'error',
          error: errorMessage(failure, t('recent.loadFailed')),
        }));
      },
    );
    return () => {
      active = false;
    };
    // The fallback text is read once per load: a language switch must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [estateId, page]);

  const { status } = state;
  // The latest rows first; "Show more" shows the rest of page 1 and brings the next page.
  const entries = expanded ? state.entries : state.entries.slice(0, FIRST_ROWS);
  const nextPage = state.page < state.pages;
  const more = nextPage || state.entries.length > entries.length;
  const showMore = () => {
    setExpanded(true);
    if (nextPage) setPage(state.page + 1);
  };

  return (
    <Card component="section" aria-labelledby="recent-heading" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="recent-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('recent.heading')}
        </Typography>
        {status === 'error' && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {state.error ?? t('recent.loadFailed')}
          </Alert>
        )}
        {status === 'ready' && entries.length === 0 && <EmptyState title={t('recent.empty')} />}
        {entries.length > 0 && (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {entries.map((entry, index) => (
              <Box
                component="li"
                key={entry.id ?? `${entry.recordedAt}-${index}`}
                data-testid="recent-change"
                sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                {historySentences(entry, { category: treeCategoryLabel }).map((sentence, line) => (
                  <Typography
                    key={line}
                    variant="body2"
                    sx={{ fontWeight: line === 0 ? 600 : 400 }}
                  >
                    {sentence}
                  </Typography>
                ))}
                <Typography variant="caption" color="text.secondary" component="p">
                  {entry.tree && (
                    <>
                      <Link component={RouterLink} to={`/trees/${entry.tree.id}`}>
                        {entry.tree.title || entry.tree.textCode}
                      </Link>
                      {' · '}
                    </>
                  )}
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {status === 'loading' && <LoadingState label={t('recent.loading')} />}
        {status !== 'loading' && more && (
          <Button sx={{ mt: 1 }} onClick={showMore}>
            {t('recent.showMore')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
