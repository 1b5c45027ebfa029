import Typography from '@mui/material/Typography';

/** The applicant's message, quoted as they wrote it. */
export function ApplicationMessage({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      component="blockquote"
      sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-line' }}
    >
      {message}
    </Typography>
  );
}
