import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Licence } from '../../dataProvider/citizens';
import { documentValues, type AttachedDocument } from '../../components/AttachedDocument';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';
import { LicenceInputs } from './LicenceInputs';
import { licenceFields, licenceNumber, type LicenceKind } from './licenceKind';

interface LicenceDialogProps {
  kind: LicenceKind;
  citizenId: number;
  /** The licence to edit; none to add one. */
  licence?: Licence;
  onClose: () => void;
  /** A document saved with the new licence in place of an upload. */
  attachment?: AttachedDocument;
}

/** Add/Edit Learner License or Driving License (multipart, with an optional document). */
export const LicenceDialog = ({ kind, citizenId, licence, onClose, attachment }: LicenceDialogProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { submit, error } = useFormSubmit({
    save: (values) => dataProvider.saveCitizenChild(kind.kind, citizenId, { ...licenceFields(kind, values), ...documentValues(attachment, values.file) }, licence?.id),
    saved: { change: licence ? 'updated' : 'added', kind: kind.kind, name: (saved) => licenceNumber(kind, saved) },
    labels: { [kind.numberField]: `citizens.fields.${kind.numberField}` },
    fallback: `${kind.texts}.save_failed`,
    onSaved: onClose,
  });
  return (
    <FormDialog
      title={`${kind.texts}.${licence ? 'edit_title' : 'add_title'}`}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      defaultValues={licence ? licenceFields(kind, licence) : undefined}
    >
      <LicenceInputs kind={kind} licence={licence} attachment={attachment} />
    </FormDialog>
  );
};
