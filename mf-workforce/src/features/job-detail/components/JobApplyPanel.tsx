import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton, errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { t, useT } from '../../../i18n';
import { labelOf } from '../../common/utils/labels';
import { applyForJob } from '../api/apply-for-job';

export interface JobApplyPanelProps {
  listing: JobListing;
  onApplied: (listing: JobListing) => void;
}

/**
 * What the caller can do with the listing: the owner edits it; anyone else applies once
 * while it is active, then sees their application's status instead of the button.
 */
export function JobApplyPanel({ listing, onApplied }: JobApplyPanelProps) {
  useT(); // re-renders in a new language
  const [applying, setApplying] = useState(false);

  const apply = async () => {
    setApplying(true);
    try {
      const application = await applyForJob(listing._id);
      notifySuccess(t('detail.apply.submittedTitle'), t('detail.apply.submitted'));
      // The spec leaves the apply answer's shape open: without one, the application is pending.
      onApplied({
        ...listing,
        applicationCount: listing.applicationCount + 1,
        myApplication: {
          _id: application?._id ?? '',
          status: application?.status ?? 'pending',
        },
      });
    } catch (error) {
      notifyError(errorMessage(error, t('detail.apply.failed')));
      setApplying(false);
    }
  };

  let body;
  if (listing.isOwnedByMe) {
    body = (
      <>
        <Typography>{t('detail.apply.yourListingText')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={`/workforce/job-listings/${listing._id}/edit`}
            variant="contained"
            startIcon={<EditIcon />}
          >
            {t('detail.apply.edit')}
          </Button>
          <Button component={RouterLink} to="/workforce/applications">
            {t('detail.apply.review')}
          </Button>
        </Box>
      </>
    );
  } else if (listing.myApplication) {
    body = (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CheckCircleIcon color="success" aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{t('detail.apply.applied')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('detail.apply.status')}
          </Typography>
          <Chip size="small" label={labelOf(listing.myApplication.status)} />
        </Box>
        <Button component={RouterLink} to="/workforce/applications" sx={{ alignSelf: 'start' }}>
          {t('detail.apply.myApplications')}
        </Button>
      </Box>
    );
  } else if (listing.status !== 'active') {
    body = <Typography color="text.secondary">{t('detail.apply.notAccepting')}</Typography>;
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary">
          {t('detail.apply.explain')}
        </Typography>
        <BusyButton
          variant="contained"
          busy={applying}
          startIcon={<SendIcon />}
          onClick={() => void apply()}
        >
          {t('detail.apply.applyNow')}
        </BusyButton>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby="job-apply-heading">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h2" id="job-apply-heading">
          {listing.isOwnedByMe ? t('detail.apply.yourListing') : t('detail.apply.interested')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
