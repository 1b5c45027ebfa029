import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '@grovekeeper/shared';
import type { CardGridProps } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

/** One shortcut of a landing page: a card that links to a screen (texts as keys, i18nKey). */
export interface LandingCard {
  titleKey: string;
  descriptionKey: string;
  to: string;
  icon: ReactNode;
}

export interface LandingCardsProps extends Omit<CardGridProps, 'children'> {
  /** The name of the shortcuts' navigation landmark (e.g. 'Worker shortcuts'). */
  label: string;
  cards: LandingCard[];
  sx?: SxProps<Theme>;
}

/** A landing page's shortcuts: a navigation landmark holding a grid of linked cards. */
export function LandingCards({ label, cards, twoFrom, threeFrom, sx }: LandingCardsProps) {
  const { t } = useT();
  return (
    <Box component="nav" aria-label={label} sx={sx}>
      <CardGrid twoFrom={twoFrom} threeFrom={threeFrom}>
        {cards.map((card) => (
          <Card key={card.titleKey} sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.5 }}>
                  {card.icon}
                </Box>
                <Box>
                  <Typography variant="h3" component="h2">
                    {t(card.titleKey)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t(card.descriptionKey)}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </CardGrid>
    </Box>
  );
}
