import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BadgeIcon from '@mui/icons-material/Badge';
import BlockIcon from '@mui/icons-material/Block';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import LibraryAddCheckIcon from '@mui/icons-material/LibraryAddCheck';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import PublicIcon from '@mui/icons-material/Public';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ServiceCategory } from '../../../common/options';

/** A tile's icon by the first word of its service key found here; otherwise its group's icon. */
const BY_WORD: [RegExp, SvgIconComponent][] = [
  [/tax|fees/, CurrencyRupeeIcon],
  [/transfer|reassign|conversion/, SwapHorizIcon],
  [/fitness/, FactCheckIcon],
  [/duplicate|replacement/, ContentCopyIcon],
  [/mobile/, PhoneAndroidIcon],
  [/change|alteration|update/, EditNoteIcon],
  [/endorsement|badge/, LibraryAddCheckIcon],
  [/renewal/, AutorenewIcon],
  [/international/, PublicIcon],
  [/hypothecation/, AccountBalanceIcon],
  [/noc|cancellation|surrender|withdrawal/, BlockIcon],
  [/extract|particulars/, DescriptionIcon],
];

const BY_CATEGORY: Record<ServiceCategory, SvgIconComponent> = { dl: BadgeIcon, vehicle: DirectionsCarIcon, other: DescriptionIcon };

export const serviceIcon = (category: ServiceCategory, key: string): SvgIconComponent =>
  BY_WORD.find(([words]) => words.test(key))?.[1] ?? BY_CATEGORY[category];
