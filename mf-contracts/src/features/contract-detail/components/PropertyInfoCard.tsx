import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatArea } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { DetailSection } from './DetailSection';
import { Facts } from './Facts';

export function PropertyInfoCard({ contract }: { contract: Contract }) {
  const { t } = useT();
  const crops = contract.contractTerms?.allowedCrops ?? [];
  return (
    <DetailSection id="property" title={t('detail.property.title')}>
      <Facts
        items={[
          { label: t('detail.property.estate'), value: contract.estate.name },
          { label: t('detail.property.address'), value: contract.estate.address || '—' },
          {
            label: t('detail.property.landArea'),
            value: formatArea(contract.contractTerms?.landArea ?? contract.estate.landArea),
          },
          {
            label: t('detail.property.allowedCrops'),
            value:
              crops.length === 0 ? (
                '—'
              ) : (
                <Stack
                  component="span"
                  direction="row"
                  spacing={0.5}
                  sx={{ flexWrap: 'wrap', rowGap: 0.5 }}
                >
                  {crops.map((crop) => (
                    <Chip key={crop} size="small" label={crop} component="span" />
                  ))}
                </Stack>
              ),
          },
        ]}
      />
    </DetailSection>
  );
}
