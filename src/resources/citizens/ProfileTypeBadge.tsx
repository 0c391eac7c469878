import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Citizen } from '../../dataProvider/citizens';
import { formatDate } from '../../format';

/** 'User' for a user's primary profile, otherwise 'Citizen' with who created it and when. */
export const ProfileTypeBadge = ({ citizen }: { citizen: Citizen }) => {
  const translate = useTranslate();
  if (citizen.is_primary_profile_for_user) {
    return <Chip size="small" color="primary" label={translate('citizens.list.profile_user')} />;
  }
  return (
    <Box>
      <Chip size="small" variant="outlined" label={translate('citizens.list.profile_citizen')} />
      <Typography variant="caption" component="div" color="text.secondary">
        {translate('citizens.list.created_by', { name: citizen.creator?.name ?? '-' })}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {formatDate(citizen.created_at)}
      </Typography>
    </Box>
  );
};
