import { Box, Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../common/options';
import { ChoiceSelect, type ChoiceFilter } from '../../components/ChoiceSelect';
import { DateField } from '../../components/DateInput';
import type { AuditFilters as AuditQuery } from '../../dataProvider/audit';
import { ActorInput, type Actor } from './ActorInput';

/** The log's filters (GET /audit's) as the page keeps them: the actor with its name, so the field can show it again. */
export type AuditFilterValues = Omit<AuditQuery, 'actor_id' | 'entity_id'> & { actor?: Actor | null };

const ENTITY_CHOICE: ChoiceFilter<(typeof AUDIT_ENTITIES)[number]> = {
  name: 'entity', label: 'audit.fields.entity', all: 'audit.filters.all_entities',
  choices: AUDIT_ENTITIES.map((entity) => ({ value: entity, label: `audit.entities.${entity}` })),
};
const ACTION_CHOICE: ChoiceFilter<(typeof AUDIT_ACTIONS)[number]> = {
  name: 'action', label: 'audit.fields.action', all: 'audit.filters.all_actions',
  choices: AUDIT_ACTIONS.map((action) => ({ value: action, label: `audit.actions.${action}` })),
};

interface AuditFiltersProps {
  filters: AuditFilterValues;
  onSearch(filters: AuditFilterValues): void;
}

/** Entity, action, actor and a date range (India days, both included); applied with Apply, emptied with Clear. */
export const AuditFilters = ({ filters, onSearch }: AuditFiltersProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState(filters);
  const set = (change: AuditFilterValues) => setDraft({ ...draft, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' } }}>
        <ChoiceSelect choice={ENTITY_CHOICE} value={draft.entity ?? ''} onChange={(entity) => set({ entity })} />
        <ChoiceSelect choice={ACTION_CHOICE} value={draft.action ?? ''} onChange={(action) => set({ action })} />
        <ActorInput value={draft.actor ?? null} onChange={(actor) => set({ actor })} />
        <DateField name="from" label={translate('audit.filters.from')} value={draft.from} onChange={(from) => set({ from: from ?? undefined })} />
        <DateField name="to" label={translate('audit.filters.to')} value={draft.to} minDate={draft.from} onChange={(to) => set({ to: to ?? undefined })} />
      </Box>
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => onSearch({})}>
          {translate('audit.filters.clear')}
        </Button>
        <Button type="submit" variant="contained" size="small">
          {translate('audit.filters.apply')}
        </Button>
      </Stack>
    </Box>
  );
};
