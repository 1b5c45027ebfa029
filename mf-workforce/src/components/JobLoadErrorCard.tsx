import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { EmptyState } from '@grovekeeper/shared';

export interface JobLoadErrorCardProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** A failed load, in place: what went wrong and a Try Again button. */
export function JobLoadErrorCard({ title, message, onRetry }: JobLoadErrorCardProps) {
  return (
    <Card role="alert" variant="outlined" sx={{ borderColor: 'error.main' }}>
      <CardContent>
        <EmptyState
          icon={<ErrorOutlineIcon color="error" />}
          title={title}
          description={message}
          action={
            <Button variant="contained" onClick={onRetry}>
              Try Again
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
