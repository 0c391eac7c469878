import dayjs from 'dayjs';
import { LL_VALIDITY } from '../../../common/options';
import type { Citizen } from '../../dataProvider/citizens';
import { ISO_DAY, type LicenceKind } from '../licences/licenceKind';
import { LicenceTab } from '../licences/LicenceTab';

/** Learner licences: valid 6 months minus 2 days from issue by default; rows can notify the citizen. */
export const learnerLicence: LicenceKind = {
  kind: 'll',
  resource: 'learner-licences',
  numberField: 'll_no',
  texts: 'citizens.ll',
  defaultExpiry: (issueDate) =>
    dayjs(issueDate).add(LL_VALIDITY.months, 'month').subtract(LL_VALIDITY.minusDays, 'day').format(ISO_DAY),
  canNotify: true,
};

export const LearnerLicenceTab = ({ citizen }: { citizen: Citizen }) => <LicenceTab kind={learnerLicence} citizen={citizen} />;
