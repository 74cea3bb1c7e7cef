import {
  type FormProblems,
  type PersonalDetailsForm,
  jakartaDateOf,
  personalDetailsProblems,
} from '@emas/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { StepSubmit } from './step-submit.tsx';
import { type Progress, sendDetails } from './registration-calls.ts';
import { refusalOf, ruleText, useRegistrationTranslation } from './translation.ts';

export const EMPTY_DETAILS: PersonalDetailsForm = {
  fullName: '',
  idNumber: '',
  motherName: '',
  birthDate: '',
  street: '',
  city: '',
  province: '',
  postcode: '',
};

type Field = keyof PersonalDetailsForm;

/** How each field is typed: its input type, autocomplete and keyboard. */
const INPUTS: readonly [
  Field,
  Partial<{ type: string; autoComplete: string; inputMode: 'numeric' }>,
][] = [
  ['fullName', { autoComplete: 'name' }],
  ['idNumber', { inputMode: 'numeric', autoComplete: 'off' }],
  ['motherName', { autoComplete: 'off' }],
  ['birthDate', { type: 'date', autoComplete: 'bday' }],
  ['street', { autoComplete: 'street-address' }],
  ['city', { autoComplete: 'address-level2' }],
  ['province', { autoComplete: 'address-level1' }],
  ['postcode', { inputMode: 'numeric', autoComplete: 'postal-code' }],
];

/** A refusal's code is a field's rule: the field it belongs under. */
export const DETAILS_FIELD_OF_CODE: Partial<Record<string, Field>> = {
  RegistrationNameRequired: 'fullName',
  RegistrationIdNumberDigits: 'idNumber',
  RegistrationIdNumberLength: 'idNumber',
  RegistrationMotherNameRequired: 'motherName',
  RegistrationBirthDateInvalid: 'birthDate',
  RegistrationUnderage: 'birthDate',
  RegistrationStreetRequired: 'street',
  RegistrationCityRequired: 'city',
  RegistrationProvinceRequired: 'province',
  RegistrationPostcodeInvalid: 'postcode',
};

type FieldsProps = {
  form: PersonalDetailsForm;
  problems: FormProblems<PersonalDetailsForm>;
  onChange: (field: Field, value: string) => void;
  /** Only these inputs (a correction's); all of them when absent. */
  only?: ReadonlySet<string>;
};

/** The details' inputs, each labelled, with its rule's text under it. */
export function DetailsFields({ form, problems, onChange, only }: FieldsProps) {
  const { t, i18n } = useRegistrationTranslation();
  return INPUTS.filter(([field]) => only?.has(field) ?? true).map(([field, input]) => {
    const code = problems[field];
    return (
      <FormField
        key={field}
        label={t(field)}
        {...input}
        value={form[field]}
        error={code === undefined ? undefined : ruleText(code, i18n.language)}
        onChange={(event) => onChange(field, event.target.value)}
      />
    );
  });
}

type DetailsStepProps = { token: string; onProgress: (progress: Progress) => void };

/** Name, KTP number, mother's name, date of birth and address, checked as the server does. */
export function DetailsStep({ token, onProgress }: DetailsStepProps) {
  const { t, i18n } = useRegistrationTranslation();
  const [form, setForm] = useState(EMPTY_DETAILS);
  const [problems, setProblems] = useState<FormProblems<PersonalDetailsForm>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: () =>
      sendDetails({
        registration_token: token,
        fullname: form.fullName,
        id_no: form.idNumber.trim(),
        mother_name: form.motherName,
        date_of_birth: form.birthDate,
        street: form.street,
        city: form.city,
        province: form.province,
        postcode: form.postcode.trim(),
      }),
    onSuccess: (answer) => onProgress(answer.data),
    onError: (error) => {
      const refusal = refusalOf(error, i18n.language, t('failed'));
      const field = DETAILS_FIELD_OF_CODE[refusal.code ?? ''];
      if (field !== undefined && refusal.code !== null) setProblems({ [field]: refusal.code });
      else setServerError(refusal.text);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = personalDetailsProblems(
      { ...form, idNumber: form.idNumber.trim(), postcode: form.postcode.trim() },
      jakartaDateOf(Date.now()),
    );
    setProblems(found);
    setServerError(null);
    if (Object.keys(found).length === 0) send.mutate();
  };

  return (
    <form className="registration-form registration-details" onSubmit={submit} noValidate>
      <DetailsFields
        form={form}
        problems={problems}
        onChange={(field, value) => {
          setForm((current) => ({ ...current, [field]: value }));
          setProblems((current) => ({ ...current, [field]: undefined }));
        }}
      />
      <StepSubmit error={serverError} sending={send.isPending} />
    </form>
  );
}
