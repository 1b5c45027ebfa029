import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { EmptyState, LoadingState, formatDateTime, useLoad } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { getTreeHistory } from '../api/get-tree-history';
import { historyPhoto, historySentences, receivedLater } from '../utils/history-sentences';
import '../../../i18n/parts/history';
import '../../../i18n/parts/tree-detail';

/** The tree's History tab: every change, newest first, a page at a time, photos inline. */
export function TreeHistoryTab({ treeId }: { treeId: string }) {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const load = useCallback(() => getTreeHistory(treeId, page), [treeId, page]);
  const history = useLoad(load, t('history.loadFailed'), { toast: 'never' });
  const entries = history.data?.history ?? [];
  const pages = history.data?.pagination.total ?? 1;

  return (
    <Box component="section" aria-labelledby="history-heading">
      <Typography id="history-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('history.heading')}
      </Typography>
      {history.status === 'loading' && !history.data && (
        <LoadingState label={t('history.loading')} />
      )}
      {(history.status === 'error' || history.status === 'not-found') && (
        <Alert severity="error">{history.error ?? t('history.loadFailed')}</Alert>
      )}
      {history.data && entries.length === 0 && <EmptyState title={t('history.empty')} />}
      {entries.length > 0 && (
        <Box
          component="ol"
          aria-labelledby="history-heading"
          sx={{ m: 0, p: 0, listStyle: 'none', borderLeft: 2, borderColor: 'divider', pl: 2 }}
        >
          {entries.map((entry, index) => {
            const photo = historyPhoto(entry);
            return (
              <Box
                component="li"
                key={entry.id ?? `${entry.recordedAt}-${index}`}
                data-testid="history-entry"
                sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
              >
                {historySentences(t, entry).map((sentence, line) => (
                  <Typography key={line} sx={{ fontWeight: line === 0 ? 600 : 400 }}>
                    {sentence}
                  </Typography>
                ))}
                <Typography variant="caption" color="text.secondary" component="p">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  {receivedLater(entry) &&
                    ` · ${t('history.receivedLater', { date: formatDateTime(entry.recordedAt) })}`}
                </Typography>
                {photo && (
                  <Box
                    component="a"
                    href={photo.url}
                    target="_blank"
                    rel="noreferrer"
                    sx={{ display: 'inline-block', mt: 1 }}
                  >
                    <Box
                      component="img"
                      src={photo.thumbnailUrl}
                      alt={t('history.photo')}
                      loading="lazy"
                      sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
                    />
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          aria-label={t('history.pages')}
        />
      )}
    </Box>
  );
}
