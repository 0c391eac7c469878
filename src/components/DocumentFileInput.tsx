import { FileField, FileInput, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../common/options';

const ACCEPT = Object.fromEntries(UPLOAD_MIME_TYPES.map((type) => [type, []]));

/** A file over 5 MB stays in the field, in error, so the form cannot save until it is replaced or removed. */
const notTooLarge = (value: { rawFile?: File } | null | undefined) =>
  value?.rawFile && value.rawFile.size > UPLOAD_MAX_BYTES ? 'citizens.validation.upload_too_large' : undefined;

/** The optional document upload of licences and records: PDF, JPEG, PNG or WebP up to 5 MB. */
export const DocumentFileInput = () => {
  const notify = useNotify();
  const { trigger } = useFormContext();
  return (
    <FileInput
      source="file"
      label="citizens.fields.file"
      accept={ACCEPT}
      validate={notTooLarge}
      onChange={() => void trigger('file')}
      options={{ onDropRejected: () => notify('citizens.validation.upload_rejected', { type: 'error' }) }}
    >
      <FileField source="src" title="title" />
    </FileInput>
  );
};
