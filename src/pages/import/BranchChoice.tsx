import { Box, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { useBranches } from '../../resources/users/useBranches';

/** Whether the user chooses the rows' branch: an admin, or a manager without a branch (a branch's manager imports into it). */
export function useChoosesBranch() {
  const { identity } = useGetIdentity();
  return !!identity && (identity.role === 'admin' || identity.branch_id === null);
}

/**
 * The branch the file's rows go to (a Branch column in the file names its rows' own): chosen by an admin or a
 * manager without a branch; none chosen, the rows go to the importer's branch.
 */
export const BranchChoice = (props: BranchChoiceProps) => (useChoosesBranch() ? <BranchSelect {...props} /> : null);

interface BranchChoiceProps {
  value: number | null;
  onChange: (branchId: number | null) => void;
}

const BranchSelect = ({ value, onChange }: BranchChoiceProps) => {
  const translate = useTranslate();
  const branches = useBranches();
  return (
    <Box sx={{ mb: 2 }}>
      <ChoiceSelect
        choice={{
          name: 'branch_id',
          label: 'imports.upload.branch',
          all: 'imports.upload.branch_none',
          choices: (branches.data ?? []).map((branch) => ({ value: String(branch.id), label: branch.name })),
        }}
        value={value === null ? '' : String(value)}
        onChange={(next) => onChange(next ? Number(next) : null)}
        sx={{ minWidth: 260, maxWidth: '100%' }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('imports.upload.branch_hint')}
      </Typography>
    </Box>
  );
};
