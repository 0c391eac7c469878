import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TEXT_LIMITS } from '../../common/rules';
import { limitHint } from './textLimit';

interface LimitedTextInputProps extends TextInputProps {
  /** The API's limit for the field (common/rules.ts TEXT_LIMITS), 255 unless told. */
  limit?: keyof typeof TEXT_LIMITS;
}

/**
 * A text input that takes no more characters than the API does (`maxLength`) and says how many are used, '180 / 255',
 * below it: always when it holds several lines (a query, an address), once it is nearly full otherwise (a name). The
 * input's own hint, or its error, comes first.
 */
export const LimitedTextInput = ({ limit = 'text', helperText, inputProps, ...props }: LimitedTextInputProps) => {
  const translate = useTranslate();
  const max = TEXT_LIMITS[limit];
  const length = String(useWatch({ name: props.source }) ?? '').length;
  const hint = typeof helperText === 'string' ? translate(helperText, { _: helperText }) : undefined;
  return <TextInput {...props} inputProps={{ ...inputProps, maxLength: max }} helperText={limitHint(length, max, props.multiline, hint, translate) ?? helperText} />;
};
