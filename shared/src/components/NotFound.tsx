import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useCommonT } from '../i18n/common';
import { EmptyState } from './EmptyState';

export function NotFound() {
  const { t } = useCommonT();
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <Button component={RouterLink} to="/" variant="contained">
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
