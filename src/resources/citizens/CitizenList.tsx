import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../../common/options';
import type { Citizen } from '../../dataProvider/citizens';
import { DeskList } from '../../components/DeskList';
import { narrowList } from '../../components/tables';
import { ListLoadError } from '../../components/ListLoadError';
import { CitizenListFilters } from './CitizenListFilters';
import { CitizenListHeader } from './CitizenListHeader';
import { CitizenPagination } from './CitizenPagination';
import { CitizenTable } from './CitizenTable';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { lazyDialog } from '../../lazyNamed';

// The forms' code (react-hook-form, inputs) is fetched when a dialog first opens, not with the list.
const CitizenCreateDialog = lazyDialog(() => import('./CitizenCreateDialog'), 'CitizenCreateDialog');
const CitizenEditDialog = lazyDialog(() => import('./CitizenEditDialog'), 'CitizenEditDialog');

/**
 * /citizens 'Citizen Profiles'. Filters, page size and page live in the URL (react-admin list params),
 * so Back works and a page can be bookmarked. /citizens/create shows the list with New Citizen Profile open.
 */
export const CitizenList = ({ creating = false }: { creating?: boolean }) => {
  const navigate = useNavigate();
  const { search } = useLocation();
  const translate = useTranslate();
  useDocumentTitle(translate('shell.nav.citizens'));
  const [editing, setEditing] = useState<Citizen | null>(null);
  return (
    <>
      <DeskList
        resource="citizens"
        sx={narrowList}
        title="citizens.list.title"
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<CitizenPagination />}
        error={<ListLoadError fallback="citizens.list.load_failed" />}
        queryOptions={{ onError: () => undefined }}
      >
        <CitizenListHeader />
        <CitizenListFilters />
        <CitizenTable onEdit={setEditing} />
      </DeskList>
      {creating && <CitizenCreateDialog onClose={() => navigate({ pathname: '/citizens', search })} />}
      {editing && <CitizenEditDialog citizen={editing} onClose={() => setEditing(null)} />}
    </>
  );
};

export const CitizenCreatePage = () => <CitizenList creating />;
