import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { CitizenChildKind } from '../dataProvider/citizens';
import { DeleteButton } from './DeleteButton';
import { deleteErrorMessage } from './deleteErrorMessage';

interface CitizenChildDeleteButtonProps {
  kind: CitizenChildKind;
  id: number;
  /** The LL or DL number or the vehicle's registration, named by the confirmation and the toast. */
  name: string;
  /** Message namespace: citizens.ll|dl|vehicles. */
  texts: string;
}

/** Deletes an LL, DL or vehicle; failures read as doc1 §8. */
export const CitizenChildDeleteButton = ({ kind, id, name, texts }: CitizenChildDeleteButtonProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return (
    <DeleteButton
      remove={() => dataProvider.deleteCitizenChild(kind, id)}
      kind={kind}
      name={name}
      failure={(error) => deleteErrorMessage(error, `${texts}.delete_failed`, translate)}
    />
  );
};
