import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatEuros } from '@grovekeeper/shared';
import type { ContractTerms } from '@grovekeeper/shared';
import { FREQUENCY_LABELS, NO_VALUE } from '../../common/utils/format';
import { Facts } from './Facts';

function Responsibilities({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="h3">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography>None listed</Typography>
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
  const period = terms.rentalPeriod;
  const frequency = terms.price?.paymentFrequency;
  return (
    <>
      <Facts
        items={[
          { label: 'Start Date', value: formatDate(period?.startDate, NO_VALUE) },
          { label: 'End Date', value: formatDate(period?.endDate, NO_VALUE) },
          {
            label: 'Duration',
            value: period?.duration ? `${period.duration} months` : '—',
          },
          {
            label: 'Price',
            value: `${formatEuros(terms.price?.amount)} · ${FREQUENCY_LABELS[frequency] ?? frequency ?? ''}`,
          },
        ]}
      />
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" color="text.secondary" component="h3">
          Special Terms
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
          title="Owner Responsibilities"
          items={terms.responsibilities?.owner ?? []}
        />
        <Responsibilities
          title="Tenant Responsibilities"
          items={terms.responsibilities?.tenant ?? []}
        />
      </Box>
    </>
  );
}
