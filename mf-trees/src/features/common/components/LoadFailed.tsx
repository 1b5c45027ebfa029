import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EmptyState } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

export interface LoadFailedProps {
  title: string;
  description?: string;
  /** Given: a Try Again button (not for records that do not exist). */
  onRetry?: () => void;
  onBack: () => void;
}

/** A page whose record could not be loaded: what happened, Try Again, Back. */
export function LoadFailed({ title, description, onRetry, onBack }: LoadFailedProps) {
  const { t } = useT();
  return (
    <EmptyState
      icon={<ErrorOutlineIcon />}
      title={title}
      description={description}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
            {t('common.back')}
          </Button>
          {onRetry && (
            <Button variant="contained" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          )}
        </Box>
      }
    />
  );
}
