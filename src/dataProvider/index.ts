import { restDataProvider } from './rest';

/** The app's data provider: plain REST plus the custom calls of each area. */
export const dataProvider = {
  ...restDataProvider,
};
export type AppDataProvider = typeof dataProvider;
