import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid, PageHeader } from '@grovekeeper/shared';
import { WorkerProfileSection } from '../../profile/components/WorkerProfileSection';

interface LandingCard {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

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
      <Box component="nav" aria-label="Worker shortcuts" sx={{ mb: 3 }}>
        <CardGrid threeFrom="lg">
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
      <WorkerProfileSection />
    </>
  );
}
