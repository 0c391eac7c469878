import { COMPLIANCE_FILTER_STATES } from '../../common/compliance';
import type { ChoiceFilter } from './ChoiceSelect';

/** The citizen list's `vehicle_state` filter: citizens holding a red (amber) vehicle. */
export const CITIZEN_VEHICLE_STATE: ChoiceFilter = {
  name: 'vehicle_state',
  label: 'compliance.filter.citizens',
  all: 'compliance.filter.all',
  choices: COMPLIANCE_FILTER_STATES.map((state) => ({ value: state, label: `compliance.filter.${state}` })),
};

/** The vehicle search's `state` filter. */
export const VEHICLE_STATE: ChoiceFilter = {
  name: 'state',
  label: 'compliance.filter.vehicles',
  all: 'compliance.filter.all',
  choices: COMPLIANCE_FILTER_STATES.map((state) => ({ value: state, label: `compliance.filter.${state}_vehicles` })),
};
