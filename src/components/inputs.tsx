import { Box, FormHelperText } from '@mui/material';
import { Suspense } from 'react';
import { Labeled, useTranslate } from 'react-admin';
import { lazyNamed } from '../lazyNamed';

const DocumentFileInput = lazyNamed(() => import('./DocumentFileInput'), 'DocumentFileInput');

/** Licence, registration and certificate numbers are kept upper-case. */
export const upperCase = (value: string) => (value ? value.toUpperCase() : null);

/**
 * The upload's label, drop zone text and helper line laid out as react-admin's FileInput lays them out, while its
 * code loads: the dialog keeps its height, so Save does not move down under a pointer about to click it.
 */
const DocumentInputStandIn = () => {
  const translate = useTranslate();
  return (
    <Labeled label="citizens.fields.file" fullWidth>
      <>
        <Box sx={{ p: 1, textAlign: 'center', bgcolor: 'background.default', borderRadius: 1 }}>
          <p>{translate('ra.input.file.upload_single')}</p>
        </Box>
        <FormHelperText>{'\u200b'}</FormHelperText>
      </>
    </Labeled>
  );
};

/** The document upload of licences and records, fetched with the first dialog that shows it (it brings the file drop zone). */
export const DocumentInput = () => (
  <Suspense fallback={<DocumentInputStandIn />}>
    <DocumentFileInput />
  </Suspense>
);
