import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminUser } from '../../dataProvider/users';

export type Actor = Pick<AdminUser, 'id' | 'name' | 'phone'>;

/** Who made the change: an account found by name or mobile number as it is typed (the users list's search). */
export const ActorInput = ({ value, onChange }: { value: Actor | null; onChange(actor: Actor | null): void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [typed, setTyped] = useState('');
  const { data = [], isFetching } = useQuery({
    queryKey: ['users', 'actor-search', typed],
    queryFn: async () => (await dataProvider.getList<AdminUser>('users', { filter: { q: typed }, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' } })).data,
    enabled: typed.trim().length > 0,
  });
  return (
    <Autocomplete<Actor>
      size="small"
      value={value}
      options={data}
      loading={isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(actor) => `${actor.name} (${actor.phone})`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, actor) => onChange(actor)}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      noOptionsText={translate('audit.filters.actor_none')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => <TextField {...params} name="actor" label={translate('audit.fields.actor')} />}
    />
  );
};
