import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

export interface TreeNotFoundProps {
  backTo?: string;
  backLabel?: string;
}

/** A tree that does not exist (or is not visible to this person): say so, offer a way on. */
export function TreeNotFound({ backTo = '/', backLabel }: TreeNotFoundProps) {
  const { t } = useT();
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <Button component={RouterLink} to={backTo} variant="contained">
          {backLabel ?? t('notFound.toDashboard')}
        </Button>
      }
    />
  );
}
