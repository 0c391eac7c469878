import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isIsoDay } from './licenceKind';

/** Fills expiry_date whenever issue_date changes (not when the form opens); the expiry stays editable. */
export const ExpiryAutoFill = ({ expiryFrom }: { expiryFrom: (issueDate: string) => string }) => {
  const { setValue } = useFormContext();
  const issueDate = useWatch({ name: 'issue_date' });
  const previous = useRef(issueDate);
  useEffect(() => {
    if (issueDate === previous.current) return;
    previous.current = issueDate;
    if (isIsoDay(issueDate)) setValue('expiry_date', expiryFrom(issueDate), { shouldDirty: true });
  }, [issueDate, expiryFrom, setValue]);
  return null;
};
