import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BusyButton, formatDate } from '@grovekeeper/shared';
import type { WorkerProfile } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { RatingStars } from '../../common/components/RatingStars';
import { SkillChips } from '../../common/components/SkillChips';
import { WorkerAvailabilityChip } from '../../common/components/WorkerAvailabilityChip';
import { experienceLabel, yearsLabel } from '../../common/utils/worker-format';

export interface WorkerProfileSummaryProps {
  profile: WorkerProfile;
  saving: boolean;
  onEdit: () => void;
  onTogglePublished: () => void;
}

/** The saved profile as owners see it, with whether Find Workers lists it. */
export function WorkerProfileSummary({
  profile,
  saving,
  onEdit,
  onTogglePublished,
}: WorkerProfileSummaryProps) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="worker-profile-summary">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          size="small"
          data-testid="profile-directory-state"
          icon={profile.published ? <VisibilityIcon /> : <VisibilityOffIcon />}
          color={profile.published ? 'success' : 'default'}
          label={profile.published ? t('profile.summary.published') : t('profile.summary.hidden')}
        />
        <WorkerAvailabilityChip availability={profile.availability} />
        <RatingStars rating={profile.rating} />
      </Box>
      <SkillChips skills={profile.skills} />
      <Typography>
        {t('profile.summary.experience', {
          level: experienceLabel(profile.experience),
          years: yearsLabel(profile.yearsOfExperience),
        })}
      </Typography>
      <Typography color="text.secondary">
        {profile.location || t('profile.summary.noLocation')}
      </Typography>
      {profile.bio && <Typography sx={{ whiteSpace: 'pre-line' }}>{profile.bio}</Typography>}
      {profile.updatedAt && (
        <Typography variant="caption" color="text.secondary">
          {t('profile.summary.updated', { date: formatDate(profile.updatedAt) })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit} disabled={saving}>
          {t('profile.summary.edit')}
        </Button>
        <BusyButton
          variant="outlined"
          busy={saving}
          startIcon={profile.published ? <VisibilityOffIcon /> : <VisibilityIcon />}
          onClick={onTogglePublished}
        >
          {profile.published ? t('profile.summary.hide') : t('profile.summary.show')}
        </BusyButton>
      </Box>
    </Box>
  );
}
