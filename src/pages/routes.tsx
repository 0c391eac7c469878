import type { ComponentType } from 'react';
import type { Role } from '../../common/options';
import { ACCESS } from '../authProvider/access';
import { AccountPage } from './account/AccountPage';
import { AdminPanel } from './admin/AdminPanel';
import { AskForServicePage } from './ask-for-service/AskForServicePage';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { LoginPage } from './auth/LoginPage';
import { RegisterPage } from './auth/RegisterPage';
import { ResetPasswordPage } from './auth/ResetPasswordPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { HomePage } from './home/HomePage';

export interface PageRoute {
  path: string;
  page: ComponentType;
  /** Public pages need no sign-in; guarded ones may name the roles allowed (any signed-in user when omitted). */
  access: 'public' | 'signedIn' | readonly Role[];
}

/** The app's own pages (besides the react-admin resources), each with who may open it. */
export const pageRoutes: PageRoute[] = [
  { path: '/', page: HomePage, access: 'public' },
  { path: '/login', page: LoginPage, access: 'public' },
  { path: '/register', page: RegisterPage, access: 'public' },
  { path: '/forgot-password', page: ForgotPasswordPage, access: 'public' },
  { path: '/reset-password', page: ResetPasswordPage, access: 'public' },
  { path: '/ask-for-service', page: AskForServicePage, access: 'public' },
  { path: '/dashboard', page: DashboardPage, access: 'signedIn' },
  { path: '/account', page: AccountPage, access: 'signedIn' },
  { path: '/admin', page: AdminPanel, access: ACCESS['admin.panel'] },
];
