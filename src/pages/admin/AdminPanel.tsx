import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BackupIcon from '@mui/icons-material/Backup';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import HistoryIcon from '@mui/icons-material/History';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

const PanelCard = ({ title, text, icon, to }: { title: string; text: string; icon: ReactNode; to: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 40 } }}>{icon}</Box>
          <Box>
            <Typography variant="h6" component="h2">
              {translate(title)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(text)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

/** /admin (admin only): User Management, Branches, Data Export, Backups, Import from Excel, the inbox's Quick replies and the Audit Trail. */
export const AdminPanel = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('shell.admin_panel.title'));
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {translate('shell.admin_panel.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
        <PanelCard title="shell.admin_panel.users" text="shell.admin_panel.users_text" icon={<ManageAccountsIcon />} to="/admin/users" />
        <PanelCard title="branches.title" text="branches.card_text" icon={<AccountTreeIcon />} to="/admin/branches" />
        <PanelCard title="shell.admin_panel.export" text="shell.admin_panel.export_text" icon={<CloudDownloadIcon />} to="/admin/export" />
        <PanelCard title="backups.title" text="backups.card_text" icon={<BackupIcon />} to="/admin/backups" />
        <PanelCard title="imports.title" text="imports.card_text" icon={<UploadFileIcon />} to="/admin/import" />
        <PanelCard title="inbox.quick_replies.title" text="inbox.quick_replies.card_text" icon={<QuickreplyIcon />} to="/admin/quick-replies" />
        <PanelCard title="audit.title" text="audit.card_text" icon={<HistoryIcon />} to="/admin/audit" />
      </Box>
    </>
  );
};
