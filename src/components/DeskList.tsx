import { Box, Card, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { ListBase, Title, useListContext, type ListControllerProps } from 'react-admin';

export interface DeskListProps extends Pick<ListControllerProps, 'resource' | 'perPage' | 'queryOptions'> {
  /** The page heading's translation key. */
  title: string;
  pagination: ReactNode;
  /** Shown in place of the rows when the list fails to load. */
  error: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

const DeskListView = ({ title, pagination, error, sx, children }: Omit<DeskListProps, 'resource' | 'perPage' | 'queryOptions'>) => {
  const { error: failure, defaultTitle } = useListContext();
  return (
    <Box className="list-page" sx={[{ display: 'flex' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Title title={title} defaultTitle={defaultTitle} />
      <Box className="RaList-main RaList-noActions" sx={{ flex: '1 1 auto', display: 'flex', flexDirection: 'column', mt: '1em' }}>
        <Card className="RaList-content" sx={{ position: 'relative', overflow: 'inherit', boxShadow: { xs: 'none', sm: undefined } }}>
          {failure ? error : children}
        </Card>
        {pagination}
      </Box>
    </Box>
  );
};

/**
 * react-admin's <List> as our lists use it (no toolbar, filter form, bulk actions or empty page: `actions={false}`,
 * `empty={false}`), on its controller <ListBase>: the same list context, URL-synced parameters and markup classes,
 * without the filter form's react-hook-form, the bulk actions' dialogs and tooltips that <List> brings to the first load.
 */
export const DeskList = ({ resource, perPage, queryOptions, ...view }: DeskListProps) => (
  <ListBase resource={resource} perPage={perPage} queryOptions={queryOptions}>
    <DeskListView {...view} />
  </ListBase>
);
