import { TextField, type TextFieldProps } from './text-field';

export type TextOptions = Pick<
  TextFieldProps,
  'required' | 'upperCase' | 'digitsOnly' | 'restricted' | 'inputMode'
>;

/** Where a form's text fields take their id, label, value, error and change from, by key. */
export interface TextFieldSource<K extends string> {
  id: (key: K) => string;
  label: (key: K) => string;
  value: (key: K) => string;
  error: (key: K) => string | undefined;
  onChange: (key: K, value: string) => void;
}

/** One text field of a form by its key: `text('name', L.name, { required: true })`. */
export const textFieldsOf =
  <K extends string>(source: TextFieldSource<K>) =>
  (key: K, maxLength: number, options: TextOptions = {}) => (
    <TextField
      id={source.id(key)}
      label={source.label(key)}
      value={source.value(key)}
      maxLength={maxLength}
      error={source.error(key)}
      onChange={(value) => source.onChange(key, value)}
      {...options}
    />
  );
