import { QueryObserver } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AdminContext, ListBase, useListContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../common/options';
import { createQueryClient } from '../authProvider/queryClient';
import { dataProvider } from '../dataProvider';
import { answer, useApiServer } from '../test/api';
import { takeEarlyList } from './earlyList';

useApiServer();

const FIRST_PAGE_KEY = ['citizens', 'getList', { pagination: { page: 1, perPage: DEFAULT_PAGE_SIZE }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: undefined }];
const citizens = { data: [{ id: 7, name: 'Asha Verma' }], meta: { total: 1 } };

const RowCount = () => {
  const { data, isPending } = useListContext();
  return <p>{isPending ? 'pending' : `${data?.length} rows`}</p>;
};

describe('takeEarlyList', () => {
  afterEach(() => localStorage.clear());

  it("hands react-admin's list the opened list's first page before it draws: the list draws it at once and does not ask again", async () => {
    const calls = answer('get', '/citizens', citizens);
    const client = createQueryClient();
    await takeEarlyList(client, '/citizens');
    render(
      <AdminContext queryClient={client} dataProvider={dataProvider}>
        <ListBase resource="citizens" perPage={DEFAULT_PAGE_SIZE}>
          <RowCount />
        </ListBase>
      </AdminContext>,
    );
    expect(screen.getByText('1 rows')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
  });

  it('keeps it fresh for the list that mounts on it only: once that list is left, the next one asks anew', async () => {
    answer('get', '/citizens', citizens);
    const client = createQueryClient();
    await takeEarlyList(client, '/citizens');
    const mount = () => {
      const queryFn = vi.fn(() => Promise.resolve(citizens));
      const observer = new QueryObserver(client, { queryKey: FIRST_PAGE_KEY, queryFn });
      return { queryFn, unsubscribe: observer.subscribe(() => undefined) };
    };
    const first = mount();
    expect(first.queryFn).not.toHaveBeenCalled();
    first.unsubscribe();
    const next = mount();
    expect(next.queryFn).toHaveBeenCalledTimes(1);
    next.unsubscribe();
  });

  it('leaves a list opened with remembered params, and any other screen, to ask for itself', async () => {
    const calls = answer('get', '/citizens', citizens);
    const client = createQueryClient();
    localStorage.setItem('RaStoreParivahanDesk.citizens.listParams', '{"sort":"name"}');
    await takeEarlyList(client, '/citizens');
    await takeEarlyList(client, '/vehicles');
    expect(calls).toHaveLength(0);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
