import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOBILE_MESSAGES } from '../../common/rules';
import { en } from './en';
import { hi } from './hi';

/**
 * Every text doc1 §8 and doc2 §8 quote (toasts, fallbacks, validation, success and info messages), with its message
 * key and what shows it: each [file, snippet] is a screen or call that must still hold the snippet (the key, unless
 * the file builds it). The documents' placeholders ({status}, N) are the catalogue's %{…}. A text the server words
 * (no key) is found in the server file that sends it. decisions.md lists the differences kept on purpose.
 */
interface QuotedText {
  text: string;
  key?: string;
  shownBy: [file: string, snippet?: string][];
}

/** A save's or a delete's toast: the screen (or the kind's config) and recordToast, which builds the key. */
const TOAST: [string, string] = ['src/components/recordToast.ts', 'feedback.toasts.${kind}.${change}'];
const LL: [string, string] = ['src/resources/learner-licences/index.tsx', "kind: 'll'"];
const DL: [string, string] = ['src/resources/driving-licences/index.tsx', "kind: 'dl'"];
const LICENCE_SAVE: [string, string] = ['src/resources/licences/LicenceDialog.tsx', "change: licence ? 'updated' : 'added', kind: kind.kind"];
const LICENCE_DELETE: [string, string] = ['src/resources/licences/LicenceTab.tsx', '<CitizenChildDeleteButton kind={kind.kind}'];
const RECORD_SAVE: [string, string] = ['src/resources/records/RecordForm.tsx', "change: record ? 'updated' : 'added', kind: config.key"];
const RECORD_DELETE: [string, string] = ['src/resources/records/RecordDeleteButton.tsx', 'kind={config.key}'];
const RECORD_FALLBACK = (kind: 'save' | 'load'): [string, string] =>
  kind === 'save' ? ['src/resources/records/RecordForm.tsx', 'fallback: `${texts}.save_failed`'] : ['src/resources/records/RecordDialog.tsx', '`citizens.records.${config.key}.load_failed`'];
const RECORD_TYPE = (key: string): [string, string] => ['src/resources/records/recordTypes.ts', `'${key}'`];

const record = (key: string, added: string): QuotedText[] => [
  { text: added, key: `feedback.toasts.${key}.added`, shownBy: [RECORD_SAVE, RECORD_TYPE(key), TOAST] },
  { text: 'Record deleted.', key: `feedback.toasts.${key}.deleted`, shownBy: [RECORD_DELETE, RECORD_TYPE(key), TOAST] },
];

const DOC1: QuotedText[] = [
  // Fallbacks
  { text: 'Failed to load dashboard data.', key: 'shell.dashboard.load_failed', shownBy: [['src/pages/dashboard/useDashboardStats.ts']] },
  { text: 'Failed to create profile.', key: 'citizens.create.failed', shownBy: [['src/resources/citizens/CitizenCreateDialog.tsx']] },
  { text: 'Failed to save changes', key: 'citizens.edit.failed', shownBy: [['src/resources/citizens/CitizenEditDialog.tsx']] },
  { text: 'Failed to load', key: 'citizens.messages.load_failed', shownBy: [['src/resources/citizens/CitizenMessages.tsx']] },
  { text: 'Delete failed.', key: 'citizens.delete.failed', shownBy: [['src/resources/citizens/CitizenDeleteButton.tsx']] },
  { text: 'Delete failed.', key: 'citizens.records.delete_failed', shownBy: [['src/resources/records/RecordDeleteButton.tsx']] },
  { text: 'Failed to save', key: 'citizens.records.taxes.save_failed', shownBy: [RECORD_FALLBACK('save'), RECORD_TYPE('taxes')] },
  { text: 'Failed to load taxes', key: 'citizens.records.taxes.load_failed', shownBy: [RECORD_FALLBACK('load'), RECORD_TYPE('taxes')] },
  { text: 'Failed to save insurance.', key: 'citizens.records.insurances.save_failed', shownBy: [RECORD_FALLBACK('save'), RECORD_TYPE('insurances')] },
  { text: 'Failed to load insurances', key: 'citizens.records.insurances.load_failed', shownBy: [RECORD_FALLBACK('load'), RECORD_TYPE('insurances')] },
  { text: 'Failed to load PUCC records.', key: 'citizens.records.puccs.load_failed', shownBy: [RECORD_FALLBACK('load'), RECORD_TYPE('puccs')] },
  { text: 'Failed to save PUCC record.', key: 'citizens.records.puccs.save_failed', shownBy: [RECORD_FALLBACK('save'), RECORD_TYPE('puccs')] },
  ...['fitnesses', 'vltds', 'permits', 'speed_governors'].map((key): QuotedText => ({
    text: 'Failed to save record.',
    key: `citizens.records.${key}.save_failed`,
    shownBy: [RECORD_FALLBACK('save'), RECORD_TYPE(key)],
  })),
  { text: 'Failed to save changes.', key: 'citizens.ll.save_failed', shownBy: [['src/resources/licences/LicenceDialog.tsx', 'fallback: `${kind.texts}.save_failed`'], LL] },
  { text: 'Failed to save changes.', key: 'citizens.dl.save_failed', shownBy: [['src/resources/licences/LicenceDialog.tsx', 'fallback: `${kind.texts}.save_failed`'], DL] },
  { text: 'Failed to save changes.', key: 'citizens.vehicles.save_failed', shownBy: [['src/resources/vehicles/VehicleDialog.tsx']] },
  { text: 'Failed to send message.', key: 'citizens.message.failed', shownBy: [['src/components/SendMessageDialog.tsx']] },
  { text: 'Failed to load citizen details.', key: 'citizens.show.load_failed', shownBy: [['src/resources/citizens/CitizenShow.tsx']] },
  { text: 'Failed to refresh Learner Licenses.', key: 'citizens.ll.load_failed', shownBy: [['src/resources/licences/LicenceTab.tsx', '`${kind.texts}.load_failed`'], LL] },
  { text: 'Failed to refresh Driving Licenses.', key: 'citizens.dl.load_failed', shownBy: [['src/resources/licences/LicenceTab.tsx', '`${kind.texts}.load_failed`'], DL] },
  { text: 'Failed to refresh Vehicles.', key: 'citizens.vehicles.load_failed', shownBy: [['src/resources/vehicles/VehicleTab.tsx']] },
  { text: 'Failed to refresh complete details.', key: 'citizens.all_details.load_failed', shownBy: [['src/resources/citizens/CitizenAllDetails.tsx']] },
  { text: 'An error occurred while loading page data.', key: 'citizens.list.load_failed', shownBy: [['src/resources/citizens/CitizenList.tsx']] },
  { text: 'Failed to load Fitness records.', key: 'citizens.records.fitnesses.load_failed', shownBy: [RECORD_FALLBACK('load'), RECORD_TYPE('fitnesses')] },
  { text: 'Failed to load VLTd records.', key: 'citizens.records.vltds.load_failed', shownBy: [RECORD_FALLBACK('load'), RECORD_TYPE('vltds')] },
  { text: 'Failed to load Permit records.', key: 'citizens.records.permits.load_failed', shownBy: [RECORD_FALLBACK('load'), RECORD_TYPE('permits')] },
  { text: 'Failed to load Speed Governor records.', key: 'citizens.records.speed_governors.load_failed', shownBy: [RECORD_FALLBACK('load'), RECORD_TYPE('speed_governors')] },
  { text: 'Failed to send notification.', key: 'citizens.ll.notify_failed', shownBy: [['src/components/NotifyButton.tsx'], ['src/components/NotifyDialog.tsx']] },
  // Deletes of an LL, DL or vehicle
  { text: 'Record not found or already deleted.', key: 'citizens.delete_errors.not_found', shownBy: [['src/components/deleteErrorMessage.ts']] },
  { text: "You don't have permission.", key: 'citizens.delete_errors.forbidden', shownBy: [['src/components/deleteErrorMessage.ts']] },
  { text: 'Linked records exist. Remove dependent records first.', key: 'citizens.delete_errors.linked', shownBy: [['src/components/deleteErrorMessage.ts']] },
  { text: 'LL delete failed.', key: 'citizens.ll.delete_failed', shownBy: [['src/components/CitizenChildDeleteButton.tsx', '`${texts}.delete_failed`'], LL] },
  { text: 'DL delete failed.', key: 'citizens.dl.delete_failed', shownBy: [['src/components/CitizenChildDeleteButton.tsx', '`${texts}.delete_failed`'], DL] },
  { text: 'Vehicle delete failed.', key: 'citizens.vehicles.delete_failed', shownBy: [['src/resources/vehicles/VehicleDeleteButton.tsx']] },
  // Backup: the first is logged, the second shown
  { text: 'Backup failed. Server responded with an error.', shownBy: [['src/resources/citizens/BackupButton.tsx']] },
  { text: 'Backup download failed. Please check the logs.', key: 'citizens.backup.failed', shownBy: [['src/resources/citizens/BackupButton.tsx']] },
  // Success toasts
  { text: 'Citizen profile created successfully.', key: 'feedback.toasts.citizen.added', shownBy: [['src/resources/citizens/CitizenCreateDialog.tsx', "change: 'added', kind: 'citizen'"], TOAST] },
  { text: 'Citizen details updated.', key: 'feedback.toasts.citizen.updated', shownBy: [['src/resources/citizens/CitizenEditDialog.tsx', "change: 'updated', kind: 'citizen'"], TOAST] },
  { text: 'LL record added', key: 'feedback.toasts.ll.added', shownBy: [LICENCE_SAVE, LL, TOAST] },
  { text: 'DL record added', key: 'feedback.toasts.dl.added', shownBy: [LICENCE_SAVE, DL, TOAST] },
  { text: 'Vehicle added', key: 'feedback.toasts.vehicles.added', shownBy: [['src/resources/vehicles/VehicleDialog.tsx', "change: vehicle ? 'updated' : 'added', kind: 'vehicles'"], TOAST] },
  ...record('taxes', 'Tax record added'),
  ...record('insurances', 'Insurance record added.'),
  ...record('puccs', 'PUCC record added.'),
  ...record('fitnesses', 'Fitness record added.'),
  ...record('vltds', 'VLTd record added.'),
  ...record('permits', 'Permit record added.'),
  ...record('speed_governors', 'Speed Governor record added.'),
  { text: 'Record deleted.', key: 'feedback.toasts.dl.deleted', shownBy: [LICENCE_DELETE, DL, TOAST] },
  { text: 'Record deleted.', key: 'feedback.toasts.vehicles.deleted', shownBy: [['src/resources/vehicles/VehicleDeleteButton.tsx', 'kind="vehicles"'], TOAST] },
  { text: 'Citizen profile deleted.', key: 'feedback.toasts.citizen.deleted', shownBy: [['src/resources/citizens/CitizenDeleteButton.tsx', "change={onDeleted ? 'deleted' : 'deleted_in_list'}"], TOAST] },
  { text: 'Learner License deleted.', key: 'feedback.toasts.ll.deleted', shownBy: [LICENCE_DELETE, LL, TOAST] },
  { text: 'Welcome!', key: 'shell.login.welcome', shownBy: [['src/pages/auth/LoginPage.tsx']] },
  { text: 'Backup download started!', key: 'citizens.backup.started', shownBy: [['src/resources/citizens/BackupButton.tsx']] },
  { text: 'Loaded %{smart_count} record(s)', key: 'shell.list.loaded', shownBy: [['src/components/ListRefreshButton.tsx']] },
  { text: 'Message sent to %{name}.', key: 'citizens.message.sent', shownBy: [['src/components/SendMessageDialog.tsx'], ['src/components/NotifyButton.tsx']] },
];

const DOC2: QuotedText[] = [
  // Fallbacks
  { text: 'Delete failed', key: 'citizens.delete.failed_in_list', shownBy: [['src/resources/citizens/CitizenDeleteButton.tsx']] },
  { text: 'Could not load branch list.', key: 'branches.load_failed', shownBy: [['src/resources/users/useBranches.ts']] },
  { text: 'Failed to create user', key: 'users.create.failed', shownBy: [['src/resources/users/UserCreateDialog.tsx']] },
  { text: 'Failed to save changes.', key: 'users.edit.failed', shownBy: [['src/resources/users/UserEditDialog.tsx']] },
  { text: 'Failed to load users', key: 'users.load_failed', shownBy: [['src/resources/users/UserList.tsx']] },
  { text: 'Failed to update role', key: 'users.role.failed', shownBy: [['src/resources/users/RoleChangeDialog.tsx']] },
  { text: 'Failed to delete user.', key: 'users.delete.failed', shownBy: [['src/resources/users/UserActionsMenu.tsx']] },
  { text: 'Failed to send reset link.', key: 'users.reset_link.failed', shownBy: [['src/resources/users/UserActionsMenu.tsx']] },
  { text: 'Failed to search', key: 'search.failed', shownBy: [['src/pages/search/SearchResults.tsx'], ['src/layout/GlobalSearch.tsx']] },
  { text: 'Login failed', key: 'shell.login.failed', shownBy: [['src/pages/auth/LoginPage.tsx']] },
  { text: 'Registration failed', key: 'shell.register.failed', shownBy: [['src/pages/auth/RegisterPage.tsx']] },
  { text: 'Failed to submit request.', key: 'shell.ask.failed', shownBy: [['src/pages/ask-for-service/AskForServicePage.tsx']] },
  { text: 'Failed to load service requests.', key: 'desk.requests.load_failed', shownBy: [['src/resources/service-requests/ServiceRequestList.tsx']] },
  { text: 'Failed to update status.', key: 'desk.status_failed', shownBy: [['src/components/StatusButtons.tsx']] },
  { text: 'Failed to load your requests.', key: 'desk.requests.mine_failed', shownBy: [['src/resources/service-requests/MyRequestList.tsx']] },
  { text: 'Failed to update profile.', key: 'shell.profile_dialog.failed', shownBy: [['src/pages/dashboard/CompleteProfileDialog.tsx']] },
  { text: 'Failed to load expired documents.', key: 'expiries.expired.load_failed', shownBy: [['src/pages/expiries/ExpiredDocumentsPage.tsx']] },
  { text: 'Failed to load expiry report.', key: 'expiries.report.load_failed', shownBy: [['src/pages/expiries/useExpiryReport.ts']] },
  { text: 'Failed to load table list.', key: 'data_export.load_failed', shownBy: [['src/pages/admin/ExportPage.tsx']] },
  { text: 'Failed to export %{table}.', key: 'data_export.table_failed', shownBy: [['src/pages/admin/ExportPage.tsx']] },
  { text: 'Data export failed.', key: 'data_export.zip_failed', shownBy: [['src/pages/admin/ExportPage.tsx']] },
  { text: 'Failed to submit your inquiry.', key: 'desk.inquiries.failed', shownBy: [['src/pages/document-inquiry/DocumentInquiryPage.tsx']] },
  { text: 'Failed to load inquiries.', key: 'desk.inquiries.load_failed', shownBy: [['src/resources/inquiries/InquiryList.tsx']] },
  { text: 'Failed to export data. Please try again.', key: 'desk.inquiries.export_failed', shownBy: [['src/resources/inquiries/InquiryExportButton.tsx']] },
  { text: 'Failed to update mobile number.', key: 'shell.account.mobile_failed', shownBy: [['src/pages/account/ChangeMobileForm.tsx']] },
  { text: 'Failed to update password.', key: 'shell.account.password_failed', shownBy: [['src/pages/account/ChangePasswordForm.tsx']] },
  { text: 'Failed to send reset link', key: 'shell.forgot.failed', shownBy: [['src/pages/auth/ForgotPasswordPage.tsx']] },
  { text: 'Failed to reset password', key: 'shell.reset.failed', shownBy: [['src/pages/auth/ResetPasswordPage.tsx']] },
  { text: 'Unknown document type.', shownBy: [['server/lib/reports/expiry-report.ts']] },
  // Validation
  { text: 'Passwords do not match.', key: 'shell.validation.passwords_mismatch', shownBy: [['src/forms/fieldRules.ts'], ['src/pages/forms/PasswordFields.tsx', 'matches(source)']] },
  { text: MOBILE_MESSAGES.length, key: 'shell.validation.mobile_length', shownBy: [['src/forms/fieldRules.ts', 'shell.validation.mobile_${problem}'], ['server/schemas/mobile.ts', 'MOBILE_MESSAGES.length']] },
  { text: 'Please select at least one document type.', key: 'desk.inquiries.document_types_required', shownBy: [['src/pages/document-inquiry/DocumentInquiryPage.tsx']] },
  { text: 'Missing token', key: 'shell.reset.missing_token', shownBy: [['src/pages/auth/ResetPasswordPage.tsx']] },
  { text: 'This user does not have a primary citizen profile to message.', key: 'users.no_primary', shownBy: [['src/resources/users/rules.ts']] },
  // Success and info
  { text: 'Citizen deleted', key: 'feedback.toasts.citizen.deleted_in_list', shownBy: [['src/resources/citizens/CitizenDeleteButton.tsx', "'deleted_in_list'"], TOAST] },
  { text: 'Learner License deleted.', key: 'feedback.toasts.ll.deleted', shownBy: [LICENCE_DELETE, LL, TOAST] },
  { text: 'Welcome!', key: 'shell.login.welcome', shownBy: [['src/pages/auth/LoginPage.tsx']] },
  { text: 'Registration successful! Welcome.', key: 'shell.register.success', shownBy: [['src/pages/auth/RegisterPage.tsx']] },
  { text: 'Password updated successfully.', key: 'shell.account.password_updated', shownBy: [['src/pages/account/ChangePasswordForm.tsx']] },
  { text: 'Mobile number updated successfully.', key: 'shell.account.mobile_updated', shownBy: [['src/pages/account/ChangeMobileForm.tsx']] },
  { text: 'If the email exists, a reset link has been sent.', key: 'shell.forgot.sent', shownBy: [['src/pages/auth/ForgotPasswordPage.tsx']] },
  { text: 'Password updated. Please log in.', key: 'shell.reset.success', shownBy: [['src/pages/auth/ResetPasswordPage.tsx']] },
  { text: 'Role updated', key: 'users.role.success', shownBy: [['src/resources/users/RoleChangeDialog.tsx']] },
  { text: 'User deleted.', key: 'feedback.toasts.user.deleted', shownBy: [['src/resources/users/UserActionsMenu.tsx', "recordToast('deleted', 'user'"], TOAST] },
  { text: 'Request marked as %{status}.', key: 'desk.requests.marked', shownBy: [['src/resources/service-requests/ServiceRequestList.tsx']] },
  { text: 'Inquiry marked as %{status}.', key: 'desk.inquiries.marked', shownBy: [['src/resources/inquiries/InquiryList.tsx']] },
  { text: 'No results', key: 'search.no_results', shownBy: [['src/pages/search/SearchResults.tsx'], ['src/layout/GlobalSearch.tsx']] },
  { text: 'Found %{count} result(s).', key: 'search.found', shownBy: [['src/pages/search/SearchResults.tsx']] },
];

type Catalogue = { [key: string]: string | Catalogue };
const textOf = (catalogue: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Catalogue)[part] : undefined), catalogue);

const sources = new Map<string, string>();
const source = (file: string) => {
  if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
  return sources.get(file)!;
};

describe.each([
  ['doc1 §8', DOC1],
  ['doc2 §8', DOC2],
])('the texts %s quotes', (_, quoted) => {
  it('are the English messages of their keys, word for word', () => {
    const wrong = quoted.filter(({ key, text }) => key && textOf(en, key) !== text).map(({ key, text }) => ({ key, text, english: textOf(en, key!) }));
    expect(wrong).toEqual([]);
  });

  it('have a Hindi translation each', () => {
    const untranslated = quoted.filter(({ key }) => key && !/[\u0900-\u097F]/.test(String(textOf(hi, key)))).map(({ key }) => key);
    expect(untranslated).toEqual([]);
  });

  it('are still shown by the screens and calls listed for them', () => {
    const holds = (file: string, snippets: string[]) => snippets.some((snippet) => source(file).includes(snippet));
    const missing = quoted.flatMap(({ text, key, shownBy }) =>
      shownBy
        .filter(([file, snippet]) => !holds(file, snippet ? [snippet] : key ? [`'${key}'`, `"${key}"`] : [text]))
        .map(([file]) => `${text} (${key ?? 'server'}) in ${file}`),
    );
    expect(missing).toEqual([]);
  });
});
