import { citizenMethods } from './citizens';
import { restDataProvider } from './rest';

/** The app's data provider: plain REST plus the custom calls of each area. */
export const dataProvider = {
  ...restDataProvider,
  ...citizenMethods,
};
export type AppDataProvider = typeof dataProvider;
