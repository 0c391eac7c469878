import type { ComponentType } from 'react';
import type { Role } from '../../common/options';
import { ACCESS } from '../authProvider/access';
import { lazyNamed } from '../lazyNamed';

// Each page is its own chunk, fetched when first opened.
const AccountPage = lazyNamed(() => import('./account/AccountPage'), 'AccountPage');
const AdminPanel = lazyNamed(() => import('./admin/AdminPanel'), 'AdminPanel');
const ExportPage = lazyNamed(() => import('./admin/ExportPage'), 'ExportPage');
const BackupsPage = lazyNamed(() => import('./admin/BackupsPage'), 'BackupsPage');
const ImportPage = lazyNamed(() => import('./import/ImportPage'), 'ImportPage');
const AuditPage = lazyNamed(() => import('./audit/AuditPage'), 'AuditPage');
const AskForServicePage = lazyNamed(() => import('./ask-for-service/AskForServicePage'), 'AskForServicePage');
const ForgotPasswordPage = lazyNamed(() => import('./auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const LoginPage = lazyNamed(() => import('./auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('./auth/RegisterPage'), 'RegisterPage');
const ResetPasswordPage = lazyNamed(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage');
const DocumentInquiryPage = lazyNamed(() => import('./document-inquiry/DocumentInquiryPage'), 'DocumentInquiryPage');
// The success pages are in their forms' chunks (already loaded when the form is answered).
const RequestSentPage = lazyNamed(() => import('./ask-for-service/AskForServicePage'), 'RequestSentPage');
const InquirySentPage = lazyNamed(() => import('./document-inquiry/DocumentInquiryPage'), 'InquirySentPage');
const TrackPage = lazyNamed(() => import('./track/TrackPage'), 'TrackPage');
const DashboardPage = lazyNamed(() => import('./dashboard/DashboardPage'), 'DashboardPage');
const HomePage = lazyNamed(() => import('./home/HomePage'), 'HomePage');
const LlSearchPage = lazyNamed(() => import('./search/NumberSearchPage'), 'LlSearchPage');
const DlSearchPage = lazyNamed(() => import('./search/NumberSearchPage'), 'DlSearchPage');
const VehicleSearchPage = lazyNamed(() => import('./search/NumberSearchPage'), 'VehicleSearchPage');
const BranchesPage = lazyNamed(() => import('./admin/BranchesPage'), 'BranchesPage');
const QuickRepliesPage = lazyNamed(() => import('./admin/QuickRepliesPage'), 'QuickRepliesPage');
const UserList = lazyNamed(() => import('../resources/users/UserList'), 'UserList');
const ExpiryReportPage = lazyNamed(() => import('./expiries/ExpiryReportPage'), 'ExpiryReportPage');
const InboxPage = lazyNamed(() => import('./inbox/InboxPage'), 'InboxPage');
const RemindersPage = lazyNamed(() => import('./reminders/RemindersPage'), 'RemindersPage');
const ExpiredDocumentsPage = lazyNamed(() => import('./expiries/ExpiredDocumentsPage'), 'ExpiredDocumentsPage');

export interface PageRoute {
  path: string;
  page: ComponentType;
  /** Public pages need no sign-in; guarded ones may name the roles allowed (any signed-in user when omitted). */
  access: 'public' | 'signedIn' | readonly Role[];
  /** The translation key of the page's name, for the forbidden page that refuses a role. */
  title?: string;
}

/** The app's own pages (besides the react-admin resources), each with who may open it. */
export const pageRoutes: PageRoute[] = [
  { path: '/', page: HomePage, access: 'public' },
  { path: '/login', page: LoginPage, access: 'public' },
  { path: '/register', page: RegisterPage, access: 'public' },
  { path: '/forgot-password', page: ForgotPasswordPage, access: 'public' },
  { path: '/reset-password', page: ResetPasswordPage, access: 'public' },
  { path: '/ask-for-service', page: AskForServicePage, access: 'public' },
  { path: '/document-inquiry', page: DocumentInquiryPage, access: 'public' },
  { path: '/ask-for-service/sent', page: RequestSentPage, access: 'public' },
  { path: '/document-inquiry/sent', page: InquirySentPage, access: 'public' },
  { path: '/track', page: TrackPage, access: 'public' },
  { path: '/dashboard', page: DashboardPage, access: 'signedIn' },
  { path: '/account', page: AccountPage, access: 'signedIn' },
  { path: '/search/ll', page: LlSearchPage, access: 'signedIn' },
  { path: '/search/dl', page: DlSearchPage, access: 'signedIn' },
  { path: '/search/vehicle', page: VehicleSearchPage, access: 'signedIn' },
  { path: '/admin', page: AdminPanel, access: ACCESS['admin.panel'], title: 'shell.admin_panel.title' },
  { path: '/admin/export', page: ExportPage, access: ACCESS['admin.export'], title: 'data_export.title' },
  { path: '/admin/backups', page: BackupsPage, access: ACCESS['admin.backups'], title: 'backups.title' },
  { path: '/admin/import', page: ImportPage, access: ACCESS['admin.import'], title: 'imports.title' },
  { path: '/admin/users', page: UserList, access: ACCESS['users.manage'], title: 'users.title' },
  { path: '/admin/branches', page: BranchesPage, access: ACCESS['admin.panel'], title: 'branches.title' },
  { path: '/admin/quick-replies', page: QuickRepliesPage, access: ACCESS['admin.panel'], title: 'inbox.quick_replies.title' },
  { path: '/admin/audit', page: AuditPage, access: ACCESS['audit.view'], title: 'audit.title' },
  { path: '/reports/expiries', page: ExpiryReportPage, access: ACCESS['reports.expiries'], title: 'expiries.report.title' },
  { path: '/inbox', page: InboxPage, access: ACCESS['inbox.view'], title: 'inbox.title' },
  { path: '/inbox/:id', page: InboxPage, access: ACCESS['inbox.view'], title: 'inbox.title' },
  { path: '/reminders', page: RemindersPage, access: ACCESS['reminders.view'], title: 'reminders.title' },
  { path: '/citizens/:id/expired', page: ExpiredDocumentsPage, access: ACCESS['citizens.expiryReport'], title: 'expiries.expired.title' },
];
