import { useOptionLabel, type OptionList } from '../i18n/options';

/** A stored option value as its label in the current language, '-' when empty (for table columns). */
export const OptionLabel = ({ list, value }: { list: OptionList; value: string | null | undefined }) => {
  const optionLabel = useOptionLabel();
  return <>{optionLabel(list, value) || '-'}</>;
};
