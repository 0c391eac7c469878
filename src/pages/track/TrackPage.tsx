import { Typography } from '@mui/material';
import { useState } from 'react';
import { required, TextInput, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AppForm } from '../../components/AppForm';
import { SubmitButton } from '../../components/SubmitButton';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { useFormSubmit } from '../../components/useFormSubmit';
import { apiFetch } from '../../dataProvider/http';
import { FormCard } from '../forms/FormCard';
import { MobileInput } from '../../components/MobileInput';
import { normaliseMobile } from '../../../common/rules';
import type { Tracked } from '../../../common/tracking';
import { TrackedRequest } from './TrackedRequest';
import { MyReferences } from '../outbox/MyReferences';

interface TrackValues {
  reference?: string;
  mobile?: string;
}

/** /track (public): a reference (filled in from `?reference=`, as the WhatsApp link opens it) and the mobile it was sent with. */
export const TrackPage = () => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const [tracked, setTracked] = useState<Tracked | null>(null);
  const { submit, error } = useFormSubmit({
    save: async ({ reference = '', mobile = '' }: TrackValues) => {
      setTracked(null);
      return apiFetch<Tracked>('/track', { query: { reference: reference.trim(), mobile: normaliseMobile(mobile) } });
    },
    onSaved: setTracked,
    fallback: 'tracking.failed',
    labels: { reference: 'tracking.reference', mobile: 'tracking.mobile' },
  });

  return (
    <FormCard title="tracking.title" maxWidth={560}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('tracking.intro')}
      </Typography>
      <AppForm onSubmit={submit} defaultValues={{ reference: search.get('reference') ?? '', mobile: '' }}>
        <TextInput
          source="reference"
          label="tracking.reference"
          helperText="tracking.reference_hint"
          validate={required()}
          inputProps={{ maxLength: 30, autoCapitalize: 'characters', spellCheck: false }}
          fullWidth
        />
        <MobileInput source="mobile" label="tracking.mobile" />
        <FormErrorAlert error={error} />
        <SubmitButton label="tracking.submit" />
      </AppForm>
      {tracked && <TrackedRequest tracked={tracked} />}
      <MyReferences />
    </FormCard>
  );
};
