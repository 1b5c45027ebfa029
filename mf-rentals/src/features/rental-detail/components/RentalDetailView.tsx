import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import {
  BackLink,
  DetailColumns,
  isSameUser,
  PageHeader,
  useCurrentUserId,
} from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useInlineEditor } from '../hooks/useInlineEditor';
import { ApplyForRentalCard } from './ApplyForRentalCard';
import { OwnerPanel } from './OwnerPanel';
import { RentalFacts } from './RentalFacts';
import { RentalInlineEditForm } from './RentalInlineEditForm';

export interface RentalDetailViewProps {
  rental: RentalListing;
  onSaved: (rental: RentalListing) => void;
}

/** The loaded listing: facts (or the owner's inline edit) and, beside them, the next step. */
export function RentalDetailView({ rental, onSaved }: RentalDetailViewProps) {
  const { t } = useT();
  const userId = useCurrentUserId();
  const isOwner = isSameUser(userId, rental.owner?._id);
  const editor = useInlineEditor(rental, onSaved);

  return (
    <>
      <PageHeader
        title={rental.estate?.name ?? t('common.rentalListing')}
        subtitle={rental.estate?.address}
        actions={<BackLink to="/rentals">{t('common.backToRentals')}</BackLink>}
      />
      <DetailColumns>
        <Card>
          <CardContent>
            {isOwner && editor.editing ? (
              <RentalInlineEditForm
                values={editor.values}
                errors={editor.errors}
                saving={editor.saving}
                onChange={editor.change}
                onSave={() => void editor.save()}
                onCancel={editor.cancel}
              />
            ) : (
              <RentalFacts rental={rental} />
            )}
          </CardContent>
        </Card>
        {isOwner ? (
          <OwnerPanel rental={rental} editing={editor.editing} onEdit={editor.start} />
        ) : (
          <ApplyForRentalCard rentalId={rental._id} />
        )}
      </DetailColumns>
    </>
  );
}
