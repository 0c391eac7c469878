import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { SERVICES_BY_CATEGORY } from '../../../common/options';
import { DeskStatusBadge } from '../../components/DeskStatusBadge';
import type { ServiceRequestRecord } from '../../dataProvider/desk';

const SERVICE_LABELS = Object.fromEntries(Object.values(SERVICES_BY_CATEGORY).flat().map(({ key, label }) => [key, label]));

/** The request's category by its label. */
export const CategoryField = () => {
  const record = useRecordContext<ServiceRequestRecord>();
  const translate = useTranslate();
  return record ? <>{translate(`shell.categories.${record.category}`)}</> : null;
};

/** The chosen services by their labels (lists.md), one per line; '-' for none. */
export const ServicesField = () => {
  const record = useRecordContext<ServiceRequestRecord>();
  const translate = useTranslate();
  if (!record?.services.length) return <>-</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, whiteSpace: 'normal', minWidth: 150 }}>
      {record.services.map((key) => (
        <li key={key}>{translate(`shell.services.${key}`, { _: SERVICE_LABELS[key] ?? key })}</li>
      ))}
    </Box>
  );
};

/** A name over a phone number. */
export const NamePhone = ({ name, phone }: { name?: string; phone?: string }) =>
  name ? (
    <>
      <Typography variant="body2">{name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {phone}
      </Typography>
    </>
  ) : (
    <>-</>
  );

/** The contact's name and phone, and on the staff desk a link to the citizen with that mobile (or the requester's). */
export const ContactField = () => {
  const record = useRecordContext<ServiceRequestRecord>();
  const translate = useTranslate();
  return (
    <>
      <NamePhone name={record?.contact_name} phone={record?.contact_phone} />
      {record?.citizen && (
        <Link component={RouterLink} to={`/citizens/${record.citizen.id}`} variant="body2">
          {translate('desk.requests.citizen_link', { name: record.citizen.name })}
        </Link>
      )}
    </>
  );
};

/** The account that sent the request ('-' for a visitor). */
export const RequesterField = () => {
  const record = useRecordContext<ServiceRequestRecord>();
  return <NamePhone name={record?.user?.name} phone={record?.user?.phone} />;
};

export const RequestStatusField = () => {
  const record = useRecordContext<ServiceRequestRecord>();
  return record ? <DeskStatusBadge kind="request" status={record.status} /> : null;
};

export const QueryField = () => {
  const record = useRecordContext<ServiceRequestRecord>();
  return <Box sx={{ whiteSpace: 'pre-line', minWidth: 160, maxWidth: 320 }}>{record?.query || '-'}</Box>;
};
