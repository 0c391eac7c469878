import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { CitizenChildKind } from '../dataProvider/citizens';
import { DeleteButton } from './DeleteButton';
import { deleteErrorMessage } from './deleteErrorMessage';

/** Deletes an LL, DL or vehicle; failures read as doc1 §8 (texts: citizens.ll|dl|vehicles). */
export const CitizenChildDeleteButton = ({ kind, id, texts }: { kind: CitizenChildKind; id: number; texts: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return (
    <DeleteButton
      remove={() => dataProvider.deleteCitizenChild(kind, id)}
      success={`${texts}.deleted`}
      failure={(error) => deleteErrorMessage(error, `${texts}.delete_failed`, translate)}
    />
  );
};
