import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatHectares } from '@grovekeeper/shared';
import type { Contract } from '@grovekeeper/shared';
import { DetailSection } from './DetailSection';
import { Facts } from './Facts';

export function PropertyInfoCard({ contract }: { contract: Contract }) {
  const crops = contract.contractTerms?.allowedCrops ?? [];
  return (
    <DetailSection id="property" title="Property Information">
      <Facts
        items={[
          { label: 'Estate', value: contract.estate.name },
          { label: 'Address', value: contract.estate.address || '—' },
          {
            label: 'Land Area',
            value: formatHectares(contract.contractTerms?.landArea ?? contract.estate.landArea),
          },
          {
            label: 'Allowed Crops',
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
