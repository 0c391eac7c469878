import { SelectInput, useTranslate } from 'react-admin';
import { NOTICE_LANGUAGES } from '../../../common/options';

/** The language of a citizen's WhatsApp reminders (a new profile starts in the interface's language). */
export const LanguageInput = ({ fullWidth }: { fullWidth?: boolean }) => {
  const translate = useTranslate();
  const choices = NOTICE_LANGUAGES.map((language) => ({ id: language, name: translate(`citizens.languages.${language}`) }));
  return (
    <SelectInput
      source="language"
      label="citizens.fields.language"
      helperText="citizens.fields.language_hint"
      choices={choices}
      emptyText=""
      fullWidth={fullWidth}
    />
  );
};
