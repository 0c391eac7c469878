import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useAllTakenOver } from '../components/HydrateInTurn';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';

/** The messages a failed submit shows under the inputs, by field (useLightSubmit). */
export type FieldMessages = Record<string, string> | undefined;

interface LightFormProps<V extends FieldValues> {
  defaultValues?: DefaultValues<V>;
  onSubmit: (values: V, event?: BaseSyntheticEvent) => Promise<FieldMessages | void>;
  children: ReactNode;
}

/**
 * A form of the pages shared with the public entry, on react-hook-form without react-admin: checked when submitted,
 * then again as each field changes (as react-admin's forms do); no browser validation bubbles (they speak English
 * whatever the language). The server's messages for fields show under them; the first field in error takes the focus.
 * Its fields wait for the form's code (a disabled fieldset, as the page is drawn at build time): what a visitor typed
 * into the drawn page was lost when the code took over, and a tap on submit sent it as the browser does. On a page being
 * taken over in turns (HydrateInTurn), they wait for the last field's turn too.
 */
export function LightForm<V extends FieldValues>({ defaultValues, onSubmit, children }: LightFormProps<V>) {
  const form = useForm<V>({ defaultValues });
  const takenOver = useAllTakenOver();
  const submit = form.handleSubmit(async (values, event) => {
    const fields = Object.entries((await onSubmit(values, event)) ?? {});
    fields.forEach(([name, message], index) => form.setError(name as Path<V>, { type: 'server', message }, { shouldFocus: index === 0 }));
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <fieldset disabled={!form.formState.isReady || !takenOver} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          {children}
        </fieldset>
      </form>
    </FormProvider>
  );
}
