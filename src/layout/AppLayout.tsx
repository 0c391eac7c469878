import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ShellAppBar } from './ShellAppBar';

const NoSidebar = () => null;

/**
 * react-admin's layout (error boundary, suspense) with our app bar and no sidebar. Pages built on
 * react-admin's <Title> (lists, forms) show their title as the page heading, in the slot below.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout
    appBar={ShellAppBar}
    sidebar={NoSidebar}
    sx={{
      minWidth: 0,
      '& .RaLayout-appFrame': { mt: 0 },
      '& .RaLayout-content': { minWidth: 0, px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } },
    }}
  >
    <Typography id="react-admin-title" variant="h5" component="h1" sx={{ mb: 2, '&:empty': { display: 'none' } }} />
    {children}
  </Layout>
);
