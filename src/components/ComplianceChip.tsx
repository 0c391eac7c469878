import { Box, Chip, Tooltip, type ChipProps } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Compliance, ComplianceReason, ComplianceState } from '../../common/compliance';
import { formatDate } from '../format';

const COLOURS: Record<ComplianceState, ChipProps['color']> = { green: 'success', amber: 'warning', red: 'error' };

/**
 * 'PUCC expired 12-10-2026', 'Insurance missing', 'Fitness expires 03-12-2026', 'Insurance starts on 12-12-2026',
 * 'Insurance expired 04-12-2026, the next starts on 12-12-2026'.
 */
export const useReasonText = () => {
  const translate = useTranslate();
  return ({ doc_type, problem, expiry_date, starts_on }: ComplianceReason) =>
    translate(`compliance.reasons.${problem === 'expired' && starts_on ? 'expired_next' : problem}`, {
      document: translate(`expiries.types.${doc_type}`),
      date: formatDate(expiry_date),
      starts: formatDate(starts_on),
    });
};

/**
 * A vehicle's roadworthiness (common/compliance.ts): a green, amber or red chip whose reasons show on hover, on focus
 * and on a tap (a phone has no hover); screen readers hear them with the state.
 */
export const ComplianceChip = ({ compliance }: { compliance: Compliance | undefined }) => {
  const translate = useTranslate();
  const reasonText = useReasonText();
  // How the reasons came to show: a tap (or click) hides them again; one that comes after a hover showed them keeps them.
  const [open, setOpen] = useState<false | 'hover' | 'tap'>(false);
  if (!compliance) return null;
  const label = translate(`compliance.states.${compliance.state}`);
  const reasons = compliance.reasons.map(reasonText);
  const chip = (
    <Chip
      size="small"
      color={COLOURS[compliance.state]}
      variant={compliance.state === 'green' ? 'outlined' : 'filled'}
      label={label}
      aria-label={[label, ...reasons].join('. ')}
      onClick={
        reasons.length
          ? (event) => {
              event.stopPropagation(); // a tap shows the reasons; it does not open the row or the search hit it sits in
              setOpen((shown) => (shown === 'tap' ? false : 'tap'));
            }
          : undefined
      }
      data-compliance={compliance.state}
    />
  );
  if (!reasons.length) return chip;
  return (
    <Tooltip
      open={!!open}
      onOpen={() => setOpen((shown) => shown || 'hover')}
      onClose={() => setOpen(false)}
      arrow
      title={
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Box>
      }
    >
      {chip}
    </Tooltip>
  );
};
