import { citizenMethods } from './citizens';
import { exportMethods } from './dataExport';
import { restDataProvider } from './rest';

/** The app's data provider: plain REST plus the custom calls of each area. */
export const dataProvider = {
  ...restDataProvider,
  ...citizenMethods,
  ...exportMethods,
};
export type AppDataProvider = typeof dataProvider;
