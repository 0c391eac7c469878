import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { required, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';
import type { AppDataProvider } from '../../dataProvider';
import type { Branch } from '../../dataProvider/users';
import { useBranches } from '../../resources/users/useBranches';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/** Add Branch (no branch given) or Rename (a branch given). */
const BranchDialog = ({ branch, onClose }: { branch?: Branch; onClose: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { submit, error } = useFormSubmit({
    save: (values) => dataProvider.saveBranch(String(values.name), branch?.id),
    saved: { change: branch ? 'updated' : 'added', kind: 'branch', name: (_, values) => String(values.name) },
    labels: { name: 'branches.name' },
    fallback: 'branches.save_failed',
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: ['branches'] });
      onClose();
    },
  });
  return (
    <FormDialog title={branch ? 'branches.rename' : 'branches.add'} onClose={onClose} onSubmit={submit} error={error} defaultValues={{ name: branch?.name ?? '' }}>
      <TextInput source="name" label="branches.name" validate={required()} autoFocus />
    </FormDialog>
  );
};

/** /admin/branches (admin only): the branch list, Add Branch and Rename. */
export const BranchesPage = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('branches.title'));
  const { data = [], isPending } = useBranches();
  const [dialog, setDialog] = useState<{ branch?: Branch } | null>(null);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography variant="h4" component="h1">
          {translate('branches.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
          {translate('branches.add')}
        </Button>
      </Box>
      <Card>
        {!isPending && data.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{translate('branches.empty')}</Typography>}
        <List aria-label={translate('branches.title')}>
          {data.map((branch) => (
            <ListItem
              key={branch.id}
              divider
              secondaryAction={
                <Button size="small" startIcon={<EditIcon />} onClick={() => setDialog({ branch })} aria-label={`${translate('branches.rename')} ${branch.name}`}>
                  {translate('branches.rename')}
                </Button>
              }
            >
              <ListItemText primary={branch.name} />
            </ListItem>
          ))}
        </List>
      </Card>
      {dialog && <BranchDialog branch={dialog.branch} onClose={() => setDialog(null)} />}
    </>
  );
};
