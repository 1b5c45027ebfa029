import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { WorkforceApplicant } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { RatingStars } from '../../common/components/RatingStars';
import { SkillChips } from '../../common/components/SkillChips';
import { WorkerAvatar } from '../../common/components/WorkerAvatar';
import { experienceLabel } from '../../common/utils/worker-format';

/** Who applied: picture, name, how to reach them, their rating, experience and first skills. */
export function ApplicantDetails({ applicant }: { applicant: WorkforceApplicant }) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
      <WorkerAvatar name={applicant.name} avatar={applicant.avatar} />
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography variant="h3" component="h2" sx={{ wordBreak: 'break-word' }}>
          {applicant.name}
        </Typography>
        {applicant.email && (
          <Link href={`mailto:${applicant.email}`} variant="body2" sx={{ wordBreak: 'break-all' }}>
            {applicant.email}
          </Link>
        )}
        {applicant.phone && (
          <Link href={`tel:${applicant.phone.replace(/\s+/g, '')}`} variant="body2">
            {applicant.phone}
          </Link>
        )}
        <RatingStars rating={applicant.rating} />
        <Typography variant="body2" color="text.secondary">
          {applicant.experience
            ? experienceLabel(applicant.experience)
            : t('applications.noProfile')}
        </Typography>
        <SkillChips
          skills={applicant.skills}
          limit={3}
          label={t('skills.of', { name: applicant.name })}
        />
      </Box>
    </Box>
  );
}
