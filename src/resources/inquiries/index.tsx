import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import type { ResourceProps } from 'react-admin';
import { ACCESS } from '../../authProvider/access';
import { RouteGuard } from '../../layout/RouteGuard';
import { lazyNamed } from '../../lazyNamed';

const InquiryList = lazyNamed(() => import('./InquiryList'), 'InquiryList');

/** /admin/inquiries: the document inquiries, for staff. */
export const inquiries: ResourceProps = {
  name: 'admin/inquiries',
  list: () => (
    <RouteGuard roles={ACCESS['inquiries.manage']} page="desk.inquiries.title">
      <InquiryList />
    </RouteGuard>
  ),
  icon: ContactPhoneIcon,
};
