import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton, errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { DateOnlyPicker } from '../../common/components/DateOnlyPicker';
import { isBeforeToday } from '../../common/utils/dates';
import { applyForRental } from '../api/apply-for-rental';
import '../../../i18n/parts/rental-detail';

/** A non-owner asks to rent the listing from a start date, with a message to the owner. */
export function ApplyForRentalCard({ rentalId }: { rentalId: string }) {
  const { t } = useT();
  const [startDate, setStartDate] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async () => {
    if (!startDate || isBeforeToday(startDate)) {
      setDateError(t('common.selectStartDate'));
      return;
    }
    setDateError(null);
    setSending(true);
    try {
      await applyForRental(rentalId, { startDate, message: message.trim() });
      notifySuccess(t('detail.apply.submitted'), t('detail.apply.submittedText'));
      setSent(true);
      setStartDate(null);
      setMessage('');
    } catch (error) {
      notifyError(errorMessage(error, t('detail.apply.failed')));
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
          {t('detail.apply.heading')}
        </Typography>
        {sent && (
          <Alert severity="success">
            {t('detail.apply.sentBefore')}{' '}
            <Link component={RouterLink} to="/rentals/applications?tab=sent">
              {t('detail.apply.sentLink')}
            </Link>
            {t('detail.apply.sentAfter')}
          </Alert>
        )}
        <DateOnlyPicker
          label={t('detail.apply.desiredStartDate')}
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
          label={t('detail.apply.message')}
          multiline
          minRows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={t('detail.apply.messagePlaceholder')}
        />
        <BusyButton type="submit" variant="contained" busy={sending}>
          {t('detail.apply.submit')}
        </BusyButton>
      </CardContent>
    </Card>
  );
}
