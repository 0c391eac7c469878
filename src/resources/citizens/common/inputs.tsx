import { FileField, FileInput, useNotify } from 'react-admin';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../../common/options';

/** Licence, registration and certificate numbers are kept upper-case. */
export const upperCase = (value: string) => (value ? value.toUpperCase() : null);

/** 10 digits starting 6-9; spaces and a leading +91 or 0 are allowed (the server strips them). */
export const validMobile = (value: unknown) =>
  value && !/^(\+91|0)?[6-9]\d{9}$/.test(String(value).replace(/[\s-]/g, '')) ? 'citizens.validation.mobile' : undefined;

const ACCEPT = Object.fromEntries(UPLOAD_MIME_TYPES.map((type) => [type, []]));

/** The optional document upload of licences and records: PDF, JPEG, PNG or WebP up to 5 MB. */
export const DocumentInput = () => {
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
