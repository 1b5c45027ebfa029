import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Worker } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { RatingStars } from '../../common/components/RatingStars';
import { SkillChips } from '../../common/components/SkillChips';
import { WorkerAvailabilityChip } from '../../common/components/WorkerAvailabilityChip';
import { WorkerAvatar } from '../../common/components/WorkerAvatar';
import {
  excerpt,
  experienceLabel,
  formatDistance,
  yearsLabel,
} from '../../common/utils/worker-format';

/** One worker of the directory: who, where (and how far), available or not, rating, skills. */
export function WorkerDirectoryCard({ worker }: { worker: Worker }) {
  const { t } = useT();
  const distance = typeof worker.distance === 'number' ? formatDistance(worker.distance) : null;
  return (
    <Card component="article" aria-label={worker.name} data-testid="worker-card">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <WorkerAvatar name={worker.name} avatar={worker.avatar} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h3" component="h2" sx={{ wordBreak: 'break-word' }}>
              {worker.name}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              data-testid="worker-location"
            >
              <PlaceIcon fontSize="inherit" aria-hidden />
              {[
                worker.location || t('directory.noLocation'),
                distance && t('directory.away', { distance }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <WorkerAvailabilityChip availability={worker.availability} />
        </Box>
        <RatingStars rating={worker.rating} />
        <Typography variant="body2">
          {`${experienceLabel(worker.experience)} · ${yearsLabel(worker.yearsOfExperience)}`}
        </Typography>
        <SkillChips
          skills={worker.skills}
          limit={3}
          label={t('skills.of', { name: worker.name })}
        />
        {worker.bio && (
          <Typography variant="body2" color="text.secondary">
            {excerpt(worker.bio)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
