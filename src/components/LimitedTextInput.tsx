import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TEXT_LIMITS } from '../../common/rules';

/** From this share of the limit on, a one-line input shows its counter (a multi-line one always does). */
const COUNTER_FROM = 0.8;

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
  const counted = props.multiline || length >= max * COUNTER_FROM;
  const counter = translate('shell.counter', { count: length, max });
  const hint = typeof helperText === 'string' ? translate(helperText, { _: helperText }) : helperText;
  return (
    <TextInput
      {...props}
      inputProps={{ ...inputProps, maxLength: max }}
      helperText={counted ? (hint ? `${hint} · ${counter}` : counter) : helperText}
    />
  );
};
