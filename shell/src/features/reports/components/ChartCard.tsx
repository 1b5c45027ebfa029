import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@grovekeeper/shared';
import type { ReportCount } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { visuallyHidden } from '../../common/utils/visually-hidden';

export interface ChartCardProps {
  title: string;
  /** The figures drawn, also listed for screen readers (and shown when there are none). */
  counts: ReportCount[];
  emptyText?: string;
  children: ReactNode;
}

/**
 * A titled chart with its figures as a visually hidden list. The drawing is hidden from
 * assistive technology, so nothing in it may take the keyboard's focus either: the charts
 * are drawn without their keyboard navigation (which reads the same figures as the list).
 */
export function ChartCard({ title, counts, emptyText, children }: ChartCardProps) {
  const { t } = useT();
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          {title}
        </Typography>
        {counts.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {emptyText ?? t('reports.charts.noData')}
          </Typography>
        ) : (
          <>
            <Box aria-hidden>{children}</Box>
            <Box component="ul" sx={visuallyHidden}>
              {counts.map((entry) => (
                <li key={entry.label}>{`${entry.label}: ${formatNumber(entry.count)}`}</li>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
