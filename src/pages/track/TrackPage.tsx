import { Typography } from '@mui/material';
import { useState } from 'react';
import { normaliseMobile } from '../../../common/rules';
import type { Tracked } from '../../../common/tracking';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { apiFetch } from '../../dataProvider/http';
import { FormMobileField } from '../../forms/FormMobileField';
import { FormTextField } from '../../forms/FormTextField';
import { LightForm } from '../../forms/LightForm';
import { useLightSubmit } from '../../forms/useLightSubmit';
import { useTranslate } from '../../i18n/translations';
import { useSearch } from '../../routing/pageLinks';
import { FormCard } from '../forms/FormCard';
import { MyReferences } from '../outbox/MyReferences';
import { TrackedRequest } from './TrackedRequest';

interface TrackValues {
  reference?: string;
  mobile?: string;
}

/** /track (public): a reference (filled in from `?reference=`, as the WhatsApp link opens it) and the mobile it was sent with. */
export const TrackPage = () => {
  const translate = useTranslate();
  const search = useSearch();
  const [tracked, setTracked] = useState<Tracked | null>(null);
  const { submit, error } = useLightSubmit({
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
      <LightForm<TrackValues> onSubmit={submit} defaultValues={{ reference: search.get('reference') ?? '', mobile: '' }}>
        <FormTextField
          name="reference"
          label="tracking.reference"
          hint="tracking.reference_hint"
          required
          inputProps={{ maxLength: 30, autoCapitalize: 'characters', spellCheck: false }}
        />
        <FormMobileField name="mobile" label="tracking.mobile" />
        <FormErrorAlert error={error} />
        <SubmitButton label="tracking.submit" />
      </LightForm>
      {tracked && <TrackedRequest tracked={tracked} />}
      <MyReferences />
    </FormCard>
  );
};
