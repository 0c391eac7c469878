import { Box, Typography } from '@mui/material';
import { required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { OFFICES } from '../../../common/options';
import { optionChoices } from '../../i18n/options';
import type { Licence } from '../../dataProvider/citizens';
import { AttachedDocumentNote, type AttachedDocument } from '../../components/AttachedDocument';
import { DocumentLink } from '../../components/DocumentLink';
import { DateInput } from '../../components/DateInput';
import { DocumentInput, upperCase } from '../../components/inputs';
import { useNumberRule } from '../../components/recordRules';
import { ExpiryAutoFill } from './ExpiryAutoFill';
import { VehicleClassInput } from './VehicleClassInput';
import type { LicenceKind } from './licenceKind';

const OFFICE_CHOICES = optionChoices('offices', OFFICES);
const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

/** The fields of a learner or driving licence, shared by their add and edit dialogs. */
export const LicenceInputs = ({ kind, licence, attachment }: { kind: LicenceKind; licence?: Licence; attachment?: AttachedDocument }) => {
  const translate = useTranslate();
  const numberLabel = `citizens.fields.${kind.numberField}`;
  const numberRule = useNumberRule(kind.numberField, numberLabel, 'licence');
  return (
    <>
      <Box sx={twoColumns}>
        <TextInput source={kind.numberField} label={numberLabel} validate={[required(), numberRule]} parse={upperCase} />
        <TextInput source="application_no" label="citizens.fields.application_no" parse={upperCase} />
        <DateInput source="issue_date" label="citizens.fields.issue_date" />
        <DateInput source="expiry_date" label="citizens.fields.expiry_date" />
      </Box>
      <ExpiryAutoFill expiryFrom={kind.defaultExpiry} />
      <VehicleClassInput />
      <SelectInput source="office" label="citizens.fields.office" choices={OFFICE_CHOICES} emptyText="" />
      {licence?.file_url && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('citizens.fields.current_file')}: <DocumentLink record={licence} />
        </Typography>
      )}
      {attachment ? <AttachedDocumentNote attachment={attachment} /> : <DocumentInput />}
    </>
  );
};
