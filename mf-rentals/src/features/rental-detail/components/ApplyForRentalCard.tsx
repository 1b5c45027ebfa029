import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton, errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import { DateOnlyPicker } from '../../common/components/DateOnlyPicker';
import { isBeforeToday } from '../../common/utils/dates';
import { applyForRental } from '../api/apply-for-rental';

export const START_DATE_REQUIRED = 'Please select a start date';
export const APPLY_FAILED = 'Failed to submit application';

/** A non-owner asks to rent the listing from a start date, with a message to the owner. */
export function ApplyForRentalCard({ rentalId }: { rentalId: string }) {
  const [startDate, setStartDate] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async () => {
    if (!startDate || isBeforeToday(startDate)) {
      setDateError(START_DATE_REQUIRED);
      return;
    }
    setDateError(null);
    setSending(true);
    try {
      await applyForRental(rentalId, { startDate, message: message.trim() });
      notifySuccess('Application Submitted', 'Your application has been submitted successfully');
      setSent(true);
      setStartDate(null);
      setMessage('');
    } catch (error) {
      notifyError(errorMessage(error, APPLY_FAILED));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="apply-heading">
      <CardContent
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography variant="h2" id="apply-heading">
          Apply for Rental
        </Typography>
        {sent && (
          <Alert severity="success">
            Application sent. Follow it under{' '}
            <Link component={RouterLink} to="/rentals/applications?tab=sent">
              My Applications
            </Link>
            .
          </Alert>
        )}
        <DateOnlyPicker
          label="Desired Start Date"
          required
          disablePast
          value={startDate}
          onChange={(value) => {
            setStartDate(value);
            if (value) setDateError(null);
          }}
          error={dateError}
        />
        <TextField
          label="Message to the Owner"
          multiline
          minRows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Tell the owner what you plan to grow and for how long"
        />
        <BusyButton type="submit" variant="contained" busy={sending}>
          Submit Application
        </BusyButton>
      </CardContent>
    </Card>
  );
}
