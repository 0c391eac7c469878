import { FileField, FileInput, useNotify } from 'react-admin';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../common/options';

const ACCEPT = Object.fromEntries(UPLOAD_MIME_TYPES.map((type) => [type, []]));

/** The optional document upload of licences and records: PDF, JPEG, PNG or WebP up to 5 MB. */
export const DocumentFileInput = () => {
  const notify = useNotify();
  return (
    <FileInput
      source="file"
      label="citizens.fields.file"
      accept={ACCEPT}
      maxSize={UPLOAD_MAX_BYTES}
      options={{ onDropRejected: () => notify('citizens.validation.upload_rejected', { type: 'error' }) }}
    >
      <FileField source="src" title="title" />
    </FileInput>
  );
};
