import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatEuros } from '@grovekeeper/shared';
import type { ContractTerms } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { NO_VALUE, frequencyLabel } from '../../common/utils/format';
import { Facts } from './Facts';

function Responsibilities({ title, items }: { title: string; items: readonly string[] }) {
  const { t } = useT();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="h3">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography>{t('common.noneListed')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {items.map((item, index) => (
            <Typography component="li" key={`${index}-${item}`}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function ContractTermsView({ terms }: { terms: ContractTerms }) {
  const { t } = useT();
  const period = terms.rentalPeriod;
  const frequency = terms.price?.paymentFrequency;
  return (
    <>
      <Facts
        items={[
          { label: t('detail.terms.startDate'), value: formatDate(period?.startDate, NO_VALUE) },
          { label: t('detail.terms.endDate'), value: formatDate(period?.endDate, NO_VALUE) },
          {
            label: t('detail.terms.duration'),
            value: period?.duration ? t('format.months', { count: period.duration }) : '—',
          },
          {
            label: t('detail.terms.price'),
            value: t('detail.terms.priceLine', {
              price: formatEuros(terms.price?.amount),
              frequency: frequencyLabel(frequency),
            }),
          },
        ]}
      />
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" color="text.secondary" component="h3">
          {t('detail.terms.specialTerms')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{terms.specialTerms || '—'}</Typography>
      </Box>
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        }}
      >
        <Responsibilities
          title={t('detail.responsibilities.heading.owner')}
          items={terms.responsibilities?.owner ?? []}
        />
        <Responsibilities
          title={t('detail.responsibilities.heading.tenant')}
          items={terms.responsibilities?.tenant ?? []}
        />
      </Box>
    </>
  );
}
