import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Citizen } from '../../dataProvider/citizens';
import { relationKey } from './citizenFields';

/** "S/o Ramesh" (relation and relation name, or the father's name), or nothing. */
export const useRelationText = () => {
  const translate = useTranslate();
  return (citizen: Citizen) => {
    const relative = citizen.relation_name || citizen.father_name;
    if (!relative) return '';
    return citizen.relation_type ? `${translate(relationKey(citizen.relation_type, true))} ${relative}` : relative;
  };
};

/** The list's Name/Father cell (the relation, or the father): the name links to the detail. */
export const CitizenName = ({ citizen }: { citizen: Citizen }) => {
  const relationText = useRelationText();
  return (
    <Box>
      <Link component={RouterLink} to={`/citizens/${citizen.id}`} fontWeight="bold">
        {citizen.name}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {relationText(citizen)}
      </Typography>
    </Box>
  );
};
