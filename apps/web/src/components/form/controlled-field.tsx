import type { ReactElement } from 'react'
import {
  Controller,
  type Control,
  type ControllerProps,
  type ControllerRenderProps,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form'
import { useFieldError } from './use-field-error'

/** Which text field of which form a controlled field shows, and how the form checks it. */
export interface ControlledFieldProps<T extends FieldValues, N extends FieldPathByValue<T, string>> {
  name: N
  control: Control<T>
  rules?: ControllerProps<T, N>['rules']
  /** Fill the placeholders of the translated validation message. */
  errorParams?: Record<string, string>
}

/** What the form hands its field: value, handlers, ref and the translated validation message. */
export type BoundField = Omit<ControllerRenderProps, 'value'> & { value: string; error?: string }

/** The props the form sets on a controlled field (`disabled` stays the page's to set as well). */
export type BoundProp = Exclude<keyof BoundField, 'disabled'>

/** A text field of a react-hook-form form, rendered by `render` through the form's `Controller`. */
export function ControlledField<T extends FieldValues, N extends FieldPathByValue<T, string>>({
  name,
  control,
  rules,
  errorParams,
  render,
}: ControlledFieldProps<T, N> & { render: (field: BoundField) => ReactElement }) {
  const fieldError = useFieldError()
  return (
    <Controller
      name={name}
      control={control}
      rules={rules}
      render={({ field, fieldState }) =>
        render({ ...field, value: field.value as string, error: fieldError(fieldState, errorParams) })
      }
    />
  )
}
