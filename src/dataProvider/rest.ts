import type { DataProvider, GetListParams } from 'react-admin';
import type { components } from '../api/schema';
import { apiFetch } from './http';

/** Where each react-admin resource lives on the API (default: `/<resource>`). */
export const RESOURCE_PATHS: Record<string, string> = {};

export const resourcePath = (resource: string) => RESOURCE_PATHS[resource] ?? `/${resource}`;

export interface Paged<T> {
  data: T[];
  meta: components['schemas']['PageMeta'];
}

export const listQuery = ({ pagination, filter }: Pick<GetListParams, 'pagination' | 'filter'>) => ({
  page: pagination?.page,
  per_page: pagination?.perPage,
  ...filter,
});

/** Plain REST over our API: lists answer `{ data, meta }`, single records the object itself. */
export const restDataProvider: DataProvider = {
  async getList(resource, params) {
    const { data, meta } = await apiFetch<Paged<any>>(resourcePath(resource), { query: listQuery(params) });
    return { data, total: meta.total, meta };
  },
  async getOne(resource, { id }) {
    return { data: await apiFetch(`${resourcePath(resource)}/${id}`) };
  },
  async getMany(resource, { ids }) {
    const data = await Promise.all(ids.map((id) => apiFetch(`${resourcePath(resource)}/${id}`)));
    return { data };
  },
  async getManyReference(resource, params) {
    const { data, meta } = await apiFetch<Paged<any>>(resourcePath(resource), {
      query: { ...listQuery(params), [params.target]: params.id },
    });
    return { data, total: meta.total };
  },
  async create(resource, { data }) {
    return { data: await apiFetch(resourcePath(resource), { method: 'POST', body: data }) };
  },
  async update(resource, { id, data }) {
    return { data: await apiFetch(`${resourcePath(resource)}/${id}`, { method: 'PUT', body: data }) };
  },
  async updateMany(resource, { ids, data }) {
    await Promise.all(ids.map((id) => apiFetch(`${resourcePath(resource)}/${id}`, { method: 'PUT', body: data })));
    return { data: ids };
  },
  async delete(resource, { id, previousData }) {
    await apiFetch(`${resourcePath(resource)}/${id}`, { method: 'DELETE' });
    return { data: previousData ?? ({ id } as any) };
  },
  async deleteMany(resource, { ids }) {
    await Promise.all(ids.map((id) => apiFetch(`${resourcePath(resource)}/${id}`, { method: 'DELETE' })));
    return { data: ids };
  },
};
