import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import PostAddIcon from '@mui/icons-material/PostAddOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { PageHeader } from '@grovekeeper/shared';
import { LandingCards } from './LandingCards';
import type { LandingCard } from './LandingCards';

const CARDS: LandingCard[] = [
  {
    title: 'Post Job Listing',
    description: 'Describe the work, the pay and the dates, and publish it to workers.',
    to: '/workforce/post-job',
    icon: <PostAddIcon />,
  },
  {
    title: 'My Job Listings',
    description: 'See every job you posted; edit, close, reopen or delete them.',
    to: '/workforce/my-job-listings',
    icon: <ListAltIcon />,
  },
  {
    title: 'Manage Workers',
    description: 'The workers who applied to your jobs, and the ones you hired.',
    to: '/workforce/my-workers',
    icon: <GroupsIcon />,
  },
  {
    title: 'Review Applications',
    description: 'Approve or reject the applications your job listings received.',
    to: '/workforce/applications',
    icon: <RateReviewIcon />,
  },
];

/** `/workforce/owners`: where an estate owner starts hiring. */
export function OwnersLandingPage() {
  return (
    <>
      <PageHeader
        title="For Estate Owners"
        subtitle="Hire and manage seasonal workers for your estates"
      />
      <LandingCards label="Estate owner shortcuts" cards={CARDS} twoFrom="sm" threeFrom="xl" />
    </>
  );
}
