import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The small Edit button of a table row. */
export const RowEditButton = ({ onClick }: { onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<EditIcon />} onClick={onClick}>
      {translate('citizens.actions.edit')}
    </Button>
  );
};
