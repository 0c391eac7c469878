import { Box, Button, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ComplianceRecord } from '../../dataProvider/citizens';
import { DocumentLink } from '../../components/DocumentLink';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormSubmit } from '../../components/useFormSubmit';
import { RecordInput } from './RecordInput';
import { recordFormValues, recordName, type RecordTypeConfig } from './recordTypes';
import { AppForm } from '../../components/AppForm';
import { AttachedDocumentNote, documentValues, type AttachedDocument } from '../../components/AttachedDocument';

interface RecordFormProps {
  config: RecordTypeConfig;
  vehicleId: number;
  /** The record being edited; none to add one. */
  record: ComplianceRecord | null;
  onSaved: () => void;
  onCancelEdit: () => void;
  /** A document saved with the new record in place of an upload. */
  attachment?: AttachedDocument;
}

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, columnGap: 2 } as const;

/** The add form below a record table; it edits a row when one is chosen. */
export const RecordForm = ({ config, vehicleId, record, onSaved, onCancelEdit, attachment }: RecordFormProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const texts = `citizens.records.${config.key}`;
  const { submit, error } = useFormSubmit({
    save: (values) => dataProvider.saveRecord(config.type, vehicleId, { ...recordFormValues(config, values), ...documentValues(attachment, values.file) }, record?.id),
    saved: { change: record ? 'updated' : 'added', kind: config.key, name: (saved) => recordName(config, saved) },
    fallback: `${texts}.save_failed`,
    onSaved,
  });
  return (
    <Box component="section" sx={{ mt: 3 }} aria-label={translate(record ? 'citizens.records.edit_title' : 'citizens.records.add_title')}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate(record ? 'citizens.records.edit_title' : 'citizens.records.add_title')}
      </Typography>
      <AppForm onSubmit={submit} defaultValues={recordFormValues(config, record)}>
        <Box sx={grid}>
          {config.fields.filter((field) => !(attachment && field.kind === 'file')).map((field) => (
            <RecordInput key={field.source} field={field} />
          ))}
        </Box>
        {attachment && <AttachedDocumentNote attachment={attachment} />}
        {record?.file_url && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('citizens.fields.current_file')}: <DocumentLink record={record} />
          </Typography>
        )}
        <FormErrorAlert error={error} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {record && <Button onClick={onCancelEdit}>{translate('citizens.actions.cancel_edit')}</Button>}
          <SubmitButton label={record ? 'ra.action.save' : 'citizens.actions.add'} />
        </Box>
      </AppForm>
    </Box>
  );
};
