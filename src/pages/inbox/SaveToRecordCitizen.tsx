import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Conversation } from '../../dataProvider/conversations';
import { useGlobalSearch } from '../../layout/useGlobalSearch';

/** A citizen a file may be saved for, as the picker lists it. */
export interface CitizenOption {
  id: number;
  /** Unique among the options (a citizen found by two numbers is listed twice). */
  key: string;
  label: string;
  detail: string;
  /** One of the sending number's own profiles. */
  sender: boolean;
}

/** Every global search hit links to its citizen's page. */
const citizenIdOf = (url: string) => Number(url.slice(url.lastIndexOf('/') + 1));

export const senderOptions = (conversation: Conversation): CitizenOption[] =>
  conversation.citizens.map((citizen) => ({ id: citizen.id, key: `sender-${citizen.id}`, label: citizen.name, detail: conversation.mobile ?? '', sender: true }));

/**
 * The citizen the file is saved for: the sending number's profiles first, then any citizen the staff member sees, found
 * by name, mobile, DL or vehicle number (the global search) — a father may send his son's policy from his own phone.
 */
export const SaveToRecordCitizen = ({ conversation, value, onChange }: { conversation: Conversation; value: CitizenOption | null; onChange(citizen: CitizenOption | null): void }) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const { hits, loading } = useGlobalSearch(typed);
  const senders = senderOptions(conversation);
  const found = hits
    .map((hit) => ({ id: citizenIdOf(hit.url), key: hit.unique_key, label: hit.title, detail: hit.description, sender: false }))
    .filter((option) => !senders.some((sender) => sender.id === option.id));
  return (
    <Autocomplete<CitizenOption>
      value={value}
      options={[...senders, ...found]}
      loading={loading}
      filterOptions={(options) => options}
      groupBy={(option) => translate(option.sender ? 'inbox.save.senders' : 'inbox.save.others')}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.key}
      isOptionEqualToValue={(option, chosen) => option.key === chosen.key}
      onChange={(_event, option) => onChange(option)}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      noOptionsText={translate('inbox.save.citizen_hint')}
      loadingText={translate('search.global.searching')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography component="span" fontWeight={500}>{option.label}</Typography>
          <Typography variant="body2" color="text.secondary">{option.detail}</Typography>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={translate('inbox.save.citizen')} helperText={translate('inbox.save.citizen_hint')} />}
    />
  );
};
