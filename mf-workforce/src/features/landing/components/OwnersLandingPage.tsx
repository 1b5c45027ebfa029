import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import PostAddIcon from '@mui/icons-material/PostAddOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { PageHeader, i18nKey } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { LandingCards } from './LandingCards';
import type { LandingCard } from './LandingCards';

const CARDS: LandingCard[] = [
  {
    titleKey: i18nKey('landing.owners.post.title'),
    descriptionKey: i18nKey('landing.owners.post.description'),
    to: '/workforce/post-job',
    icon: <PostAddIcon />,
  },
  {
    titleKey: i18nKey('landing.owners.mine.title'),
    descriptionKey: i18nKey('landing.owners.mine.description'),
    to: '/workforce/my-job-listings',
    icon: <ListAltIcon />,
  },
  {
    titleKey: i18nKey('landing.owners.workers.title'),
    descriptionKey: i18nKey('landing.owners.workers.description'),
    to: '/workforce/my-workers',
    icon: <GroupsIcon />,
  },
  {
    titleKey: i18nKey('landing.owners.applications.title'),
    descriptionKey: i18nKey('landing.owners.applications.description'),
    to: '/workforce/applications',
    icon: <RateReviewIcon />,
  },
];

/** `/workforce/owners`: where an estate owner starts hiring. */
export function OwnersLandingPage() {
  const { t } = useT();
  return (
    <>
      <PageHeader title={t('landing.owners.title')} subtitle={t('landing.owners.subtitle')} />
      <LandingCards
        label={t('landing.owners.shortcuts')}
        cards={CARDS}
        twoFrom="sm"
        threeFrom="xl"
      />
    </>
  );
}
