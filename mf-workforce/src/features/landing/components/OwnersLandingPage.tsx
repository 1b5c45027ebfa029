import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import PostAddIcon from '@mui/icons-material/PostAddOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid, PageHeader } from '@grovekeeper/shared';

interface OwnerCard {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

const CARDS: OwnerCard[] = [
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
      <Box component="nav" aria-label="Estate owner shortcuts">
        <CardGrid twoFrom="sm" threeFrom="xl">
          {CARDS.map((card) => (
            <Card key={card.title} sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.5 }}>
                    {card.icon}
                  </Box>
                  <Box>
                    <Typography variant="h3" component="h2">
                      {card.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {card.description}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </CardGrid>
      </Box>
    </>
  );
}
