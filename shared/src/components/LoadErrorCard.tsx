import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useCommonT } from '../i18n/common';
import { EmptyState } from './EmptyState';

export interface LoadErrorCardProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** The card's `data-testid` (e.g. 'rentals:load-error'); none when left out. */
  testId?: string;
}

/** A failed load, in place: what went wrong and a Try Again button. */
export function LoadErrorCard({ title, message, onRetry, testId }: LoadErrorCardProps) {
  const { t } = useCommonT();
  return (
    <Card role="alert" data-testid={testId} variant="outlined" sx={{ borderColor: 'error.main' }}>
      <CardContent>
        <EmptyState
          icon={<ErrorOutlineIcon color="error" />}
          title={title}
          description={message}
          action={
            <Button variant="contained" onClick={onRetry}>
              {t('actions.tryAgain')}
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
