import { citizenMethods } from './citizens';
import { restDataProvider } from './rest';
import { userMethods } from './users';

/** The app's data provider: plain REST plus the custom calls of each area. */
export const dataProvider = {
  ...restDataProvider,
  ...citizenMethods,
  ...userMethods,
};
export type AppDataProvider = typeof dataProvider;
