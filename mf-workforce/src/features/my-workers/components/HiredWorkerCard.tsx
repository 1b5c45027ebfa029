import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@grovekeeper/shared';
import type { WorkforceApplication } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { ApplicationStatusChip } from '../../common/components/ApplicationStatusChip';
import { RatingStars } from '../../common/components/RatingStars';
import { SkillChips } from '../../common/components/SkillChips';
import { WorkerAvatar } from '../../common/components/WorkerAvatar';
import { experienceLabel } from '../../common/utils/worker-format';
import { canRate } from '../utils/rating';
import { RateWorkerForm } from './RateWorkerForm';

export interface HiredWorkerCardProps {
  application: WorkforceApplication;
  onRated: (application: WorkforceApplication, score: number) => void;
}

/** A worker who applied to one of my jobs: who they are, how to reach them, and my rating. */
export function HiredWorkerCard({ application, onRated }: HiredWorkerCardProps) {
  const { t } = useT();
  const worker = application.applicant;
  const job = application.jobListing;
  return (
    <Card component="article" aria-label={worker.name} data-testid="hired-worker">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <WorkerAvatar name={worker.name} avatar={worker.avatar} />
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
            <Typography variant="h3" component="h2" sx={{ wordBreak: 'break-word' }}>
              {worker.name}
            </Typography>
            {worker.email && (
              <Link href={`mailto:${worker.email}`} variant="body2" sx={{ wordBreak: 'break-all' }}>
                {worker.email}
              </Link>
            )}
            {worker.phone && (
              <Link href={`tel:${worker.phone.replace(/\s+/g, '')}`} variant="body2">
                {worker.phone}
              </Link>
            )}
          </Box>
          <ApplicationStatusChip status={application.status} />
        </Box>
        <RatingStars rating={worker.rating} />
        {worker.experience && (
          <Typography variant="body2" color="text.secondary">
            {experienceLabel(worker.experience)}
          </Typography>
        )}
        <SkillChips
          skills={worker.skills}
          limit={3}
          label={t('skills.of', { name: worker.name })}
        />
        <Divider />
        <Typography variant="body2">
          {application.status === 'approved' ? t('myWorkers.hiredFor') : t('myWorkers.appliedFor')}
          <Link component={RouterLink} to={`/workforce/job-listings/${job._id}`}>
            {job.title}
          </Link>
          {job.startDate ? t('myWorkers.starting', { date: formatDate(job.startDate) }) : ''}
        </Typography>
        {canRate(application) ? (
          <RateWorkerForm
            applicationId={application._id}
            workerName={worker.name}
            onRated={(score) => onRated(application, score)}
          />
        ) : (
          application.myRating !== null && (
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="my-rating">
              {t('myWorkers.youRated', { score: application.myRating })}
            </Typography>
          )
        )}
      </CardContent>
    </Card>
  );
}
