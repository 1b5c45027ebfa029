import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Fact, FactList, formatDate } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { RentalRating } from '../../common/components/RentalRating';
import { formatPrice } from '../../common/utils/format';
import { ApplicationActions } from './ApplicationActions';
import type { ApplicationActionsProps } from './ApplicationActions';
import { ApplicationStatusChip } from './ApplicationStatusChip';
import '../../../i18n/parts/applications';

export type ApplicationCardProps = ApplicationActionsProps;

/** One application: which listing, who, from when, its status and the next step. */
export function ApplicationCard(props: ApplicationCardProps) {
  const { application, role } = props;
  const rental = application.rental;
  const { t } = useT();
  const estateName = rental?.estate?.name ?? t('common.rentalListing');
  return (
    <Card
      component="article"
      aria-label={t('applications.cardLabel', { name: estateName })}
      data-testid="application-card"
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="h3" component="h3" sx={{ flex: 1, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={`/rentals/${rental?._id ?? ''}`}>
              {estateName}
            </Link>
          </Typography>
          <ApplicationStatusChip status={application.status} />
        </Box>
        <FactList columns={2}>
          {role === 'owner' ? (
            <Fact label={t('fields.applicant')}>
              {application.applicant?.name ?? t('common.unknown')}
              {/* How the owners of the applicant's past contracts rated them (issue 28). */}
              {application.applicant?.rating && (
                <RentalRating ratings={application.applicant.rating} />
              )}
            </Fact>
          ) : (
            <Fact label={t('fields.owner')}>{rental?.owner?.name ?? t('common.unknown')}</Fact>
          )}
          <Fact label={t('fields.startDate')}>{formatDate(application.startDate)}</Fact>
          <Fact label={t('fields.applied')}>{formatDate(application.appliedAt)}</Fact>
          {rental && (
            <Fact label={t('fields.price')}>{formatPrice(rental.price, rental.priceType)}</Fact>
          )}
        </FactList>
        {application.message && (
          <Typography
            variant="body2"
            color="text.secondary"
            component="blockquote"
            sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-line' }}
          >
            {application.message}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <ApplicationActions {...props} />
      </CardActions>
    </Card>
  );
}
