import dayjs from 'dayjs';
import { DL_VALIDITY_YEARS } from '../../../common/options';
import type { Citizen } from '../../dataProvider/citizens';
import { ISO_DAY, type LicenceKind } from '../licences/licenceKind';
import { LicenceTab } from '../licences/LicenceTab';

/** Driving licences: valid 20 years from issue by default. */
export const drivingLicence: LicenceKind = {
  kind: 'dl',
  resource: 'driving-licences',
  numberField: 'dl_no',
  texts: 'citizens.dl',
  defaultExpiry: (issueDate) => dayjs(issueDate).add(DL_VALIDITY_YEARS, 'year').format(ISO_DAY),
  canNotify: false,
};

export const DrivingLicenceTab = ({ citizen }: { citizen: Citizen }) => <LicenceTab kind={drivingLicence} citizen={citizen} />;
