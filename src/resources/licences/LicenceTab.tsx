import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Citizen, Licence } from '../../dataProvider/citizens';
import { CitizenChildDeleteButton } from '../../components/CitizenChildDeleteButton';
import { RowEditButton } from '../../components/RowEditButton';
import { useLoadError } from '../../components/useLoadError';
import { licenceNumber, type LicenceKind } from './licenceKind';
import { LicenceNotifyButton } from './LicenceNotifyButton';
import { LicenceTable } from './LicenceTable';
import { lazyDialog } from '../../lazyNamed';

const LicenceDialog = lazyDialog(() => import('./LicenceDialog'), 'LicenceDialog');

/** A citizen's learner or driving licences: the table, Add, and per row (Notify,) Edit and Delete for editors. */
export const LicenceTab = ({ kind, citizen }: { kind: LicenceKind; citizen: Citizen }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [dialog, setDialog] = useState<{ licence?: Licence } | null>(null);
  const { data = [], isPending, error } = useQuery({
    queryKey: ['citizens', citizen.id, kind.kind],
    queryFn: () => dataProvider.getCitizenChildren(citizen.id, kind.kind),
    retry: false,
  });
  const loadError = useLoadError(error, `${kind.texts}.load_failed`);

  const rowActions = (licence: Licence) => (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {kind.canNotify && !('replaced_by_dl' in licence && licence.replaced_by_dl) && <LicenceNotifyButton citizen={citizen} licence={licence} />}
      <RowEditButton onClick={() => setDialog({ licence })} />
      <CitizenChildDeleteButton kind={kind.kind} id={licence.id} name={licenceNumber(kind, licence)} texts={kind.texts} />
    </Box>
  );

  return (
    <Box>
      {citizen.can_edit && (
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setDialog({})} sx={{ m: 1 }}>
          {translate(`${kind.texts}.add`)}
        </Button>
      )}
      {loadError && <Alert severity="error">{loadError}</Alert>}
      <LicenceTable kind={kind} licences={data} isPending={isPending} actions={citizen.can_edit ? rowActions : undefined} />
      {dialog && <LicenceDialog kind={kind} citizenId={citizen.id} licence={dialog.licence} onClose={() => setDialog(null)} />}
    </Box>
  );
};
