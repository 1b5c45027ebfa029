import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import { PageHeader } from '@grovekeeper/shared';
import { WorkerProfileSection } from '../../profile/components/WorkerProfileSection';
import { LandingCards } from './LandingCards';
import type { LandingCard } from './LandingCards';

const CARDS: LandingCard[] = [
  {
    title: 'Browse Jobs',
    description: 'Find seasonal and permanent work on estates near you, and apply in one click.',
    to: '/workforce/job-listings',
    icon: <WorkIcon />,
  },
  {
    title: 'My Applications',
    description: 'Follow the jobs you applied for, and withdraw an application still pending.',
    to: '/workforce/applications?tab=my',
    icon: <AssignmentIcon />,
  },
  {
    title: 'Find Workers',
    description: 'Search the directory of workers by place, skills, experience and availability.',
    to: '/workforce/find-workers',
    icon: <PeopleIcon />,
  },
];

/** `/workforce/workers`: where a worker starts, with their own profile below the shortcuts. */
export function WorkersLandingPage() {
  return (
    <>
      <PageHeader title="For Workers" subtitle="Find seasonal work on agricultural estates" />
      <LandingCards label="Worker shortcuts" cards={CARDS} threeFrom="lg" sx={{ mb: 3 }} />
      <WorkerProfileSection />
    </>
  );
}
