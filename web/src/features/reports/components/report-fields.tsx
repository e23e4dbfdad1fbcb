import type { ComponentProps } from 'react';
import { LabelledDropdown } from '@/components/labelled-dropdown';

/** One labelled dropdown of the drawer's form, in its grid cell. */
export function ReportDropdown(props: ComponentProps<typeof LabelledDropdown>) {
  return (
    <div className="report-form__field">
      <LabelledDropdown {...props} />
    </div>
  );
}

interface ReportChoicesProps<T extends string> {
  /** The drawer's id: the radios' group name is `<id>-<kind>`. */
  id: string;
  /** What is chosen: names the test ids (`report-<kind>-<choice>`). */
  kind: 'format' | 'criterion';
  legend: string;
  testId: string;
  choices: readonly T[];
  chosen: T | null;
  onChoose: (choice: T) => void;
  labelOf: (choice: T) => string;
}

/** A group of radio buttons of the drawer (the file format, the date criterion). */
export function ReportChoices<T extends string>(props: ReportChoicesProps<T>) {
  const { id, kind } = props;
  return (
    <fieldset className="report-form__group" data-testid={props.testId}>
      <legend>{props.legend}</legend>
      <div className="report-form__choices">
        {props.choices.map((c) => (
          <label key={c} className="report-form__choice">
            <input
              type="radio"
              name={`${id}-${kind}`}
              value={c}
              checked={c === props.chosen}
              onChange={() => props.onChoose(c)}
              data-testid={`report-${kind}-${c}`}
            />
            {props.labelOf(c)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
