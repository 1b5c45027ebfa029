import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import { PageHeader, i18nKey } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { WorkerProfileSection } from '../../profile/components/WorkerProfileSection';
import { LandingCards } from './LandingCards';
import type { LandingCard } from './LandingCards';

const CARDS: LandingCard[] = [
  {
    titleKey: i18nKey('landing.workers.browse.title'),
    descriptionKey: i18nKey('landing.workers.browse.description'),
    to: '/workforce/job-listings',
    icon: <WorkIcon />,
  },
  {
    titleKey: i18nKey('landing.workers.applications.title'),
    descriptionKey: i18nKey('landing.workers.applications.description'),
    to: '/workforce/applications?tab=my',
    icon: <AssignmentIcon />,
  },
  {
    titleKey: i18nKey('landing.workers.find.title'),
    descriptionKey: i18nKey('landing.workers.find.description'),
    to: '/workforce/find-workers',
    icon: <PeopleIcon />,
  },
];

/** `/workforce/workers`: where a worker starts, with their own profile below the shortcuts. */
export function WorkersLandingPage() {
  const { t } = useT();
  return (
    <>
      <PageHeader title={t('landing.workers.title')} subtitle={t('landing.workers.subtitle')} />
      <LandingCards
        label={t('landing.workers.shortcuts')}
        cards={CARDS}
        threeFrom="lg"
        sx={{ mb: 3 }}
      />
      <WorkerProfileSection />
    </>
  );
}
