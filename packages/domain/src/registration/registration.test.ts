/**
 * Proves the account-opening rules: each field's check and its catalogue code (e-mail, mobile
 * number in 08 or +62 form, the spec's password rule and retype, name, 16-digit KTP, mother's
 * name, address, 5-digit postcode, a real birth date of someone 17 or older, the agreement), the
 * forms' problems by field, the application's moves and steps, and the next PC HIN.
 */
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors.ts';
import {
  accountAgreement,
  birthDateProblem,
  contactFormProblems,
  emailProblem,
  firstProblem,
  mayMoveRegistration,
  mayTakeRegistrationStep,
  nameProblem,
  nextClientHin,
  normalizedMobileNumber,
  passwordProblem,
  personalDetailsProblems,
  postcodeProblem,
  registrationIdNumberProblem,
  registrationMotherNameProblem,
  registrationStepOf,
  streetProblem,
  agreementProblem,
  jakartaDateOf,
} from './index.ts';

describe('contact fields', () => {
  it.each([
    ['budi@example.co.id', null],
    ['  Budi@Example.com ', null],
    ['budi@example', 'RegistrationEmailInvalid'],
    ['budi example@x.com', 'RegistrationEmailInvalid'],
    ['', 'RegistrationEmailInvalid'],
    [`${'a'.repeat(250)}@x.com`, 'RegistrationEmailInvalid'],
  ])('e-mail %j is %s', (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });

  it.each([
    ['081234567890', '081234567890'],
    ['+6281234567890', '081234567890'],
    ['6281234567890', '081234567890'],
    ['6281234567', null],
    ['0812-3456-789', '08123456789'],
    ['0812345678', '0812345678'],
    ['081234567', null],
    ['08123456789012', null],
    ['0212345678', null],
    ['+1 812 3456 7890', null],
    ['08123x56789', null],
  ])('mobile number %j is %j', (typed, stored) => {
    expect(normalizedMobileNumber(typed)).toBe(stored);
  });

  it.each([
    ['Emas#2026', 'Emas#2026', null],
    ['Emas#2026', 'Emas#2027', 'PasswordMismatch'],
    ['emas#2026', 'emas#2026', 'PasswordTooWeak'],
    ['EMAS#2026', 'EMAS#2026', 'PasswordTooWeak'],
    ['Emas2026x', 'Emas2026x', 'PasswordTooWeak'],
    ['Emas#abc', 'Emas#abc', 'PasswordTooWeak'],
    ['Em#2026', 'Em#2026', 'PasswordTooWeak'],
  ])('password %j retyped %j is %s', (password, retype, problem) => {
    expect(passwordProblem(password, retype)).toBe(problem);
  });

  it('puts a mismatch under the retype and a weak password under the password', () => {
    const form = { email: 'x', phoneNumber: '0812', password: 'a', retypePassword: 'a' };
    expect(contactFormProblems(form)).toEqual({
      email: 'RegistrationEmailInvalid',
      phoneNumber: 'RegistrationPhoneInvalid',
      password: 'PasswordTooWeak',
    });
    const mismatch = {
      email: 'budi@example.com',
      phoneNumber: '081234567890',
      password: 'Emas#2026',
      retypePassword: 'Emas#2025',
    };
    expect(contactFormProblems(mismatch)).toEqual({ retypePassword: 'PasswordMismatch' });
    expect(firstProblem(contactFormProblems({ ...mismatch, retypePassword: 'Emas#2026' }))).toBe(
      null,
    );
  });
});

describe('personal details', () => {
  it.each([
    ['Budi Santoso', null],
    ["Siti Nur'aini, S.E.", null],
    ['  ', 'RegistrationNameRequired'],
    ['Budi2', 'RegistrationNameRequired'],
    ['B'.repeat(101), 'RegistrationNameRequired'],
  ])('name %j is %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  it.each([
    ['3171012345678901', null],
    ['317101234567890', 'RegistrationIdNumberLength'],
    ['31710123456789012', 'RegistrationIdNumberLength'],
    ['', 'RegistrationIdNumberDigits'],
    ['3171 0123 4567 890', 'RegistrationIdNumberDigits'],
  ])('KTP %j is %s', (idNumber, problem) => {
    expect(registrationIdNumberProblem(idNumber)).toBe(problem);
  });

  it("uses the spec's texts for the KTP and the mother's name", () => {
    expect(errorCatalogue.RegistrationIdNumberDigits.id).toBe('Nomor KTP harus berupa angka');
    expect(errorCatalogue.RegistrationIdNumberLength.id).toBe('Nomor KTP harus 16 digit');
    expect(registrationMotherNameProblem(' ')).toBe('RegistrationMotherNameRequired');
    expect(errorCatalogue.RegistrationMotherNameRequired.id).toBe(
      'Nama ibu kandung tidak boleh kosong',
    );
    expect(registrationMotherNameProblem('Siti Aminah')).toBe(null);
  });

  it.each([
    ['12190', null],
    ['1219', 'RegistrationPostcodeInvalid'],
    ['121900', 'RegistrationPostcodeInvalid'],
    ['12a90', 'RegistrationPostcodeInvalid'],
  ])('postcode %j is %s', (postcode, problem) => {
    expect(postcodeProblem(postcode)).toBe(problem);
  });

  it.each([
    ['2009-11-24', null],
    ['2009-11-25', 'RegistrationUnderage'],
    ['2008-02-29', null],
    ['2010-01-01', 'RegistrationUnderage'],
    ['2026-11-25', 'RegistrationBirthDateInvalid'],
    ['1990-02-30', 'RegistrationBirthDateInvalid'],
    ['24-11-1990', 'RegistrationBirthDateInvalid'],
    ['1850-01-01', 'RegistrationBirthDateInvalid'],
  ])('born %s, on 2026-11-24, is %s', (birthDate, problem) => {
    expect(birthDateProblem(birthDate, '2026-11-24')).toBe(problem);
  });

  it('takes today in Jakarta, seven hours ahead of UTC', () => {
    expect(jakartaDateOf(Date.UTC(2026, 10, 24, 16, 59))).toBe('2026-11-24');
    expect(jakartaDateOf(Date.UTC(2026, 10, 24, 17, 0))).toBe('2026-11-25');
  });

  it('answers every problem of the details form by field, in order', () => {
    const problems = personalDetailsProblems(
      {
        fullName: 'Budi Santoso',
        idNumber: '12',
        motherName: '',
        birthDate: '2015-01-01',
        street: '',
        city: 'Jakarta',
        province: ' ',
        postcode: '123',
      },
      '2026-11-24',
    );
    expect(problems).toEqual({
      idNumber: 'RegistrationIdNumberLength',
      motherName: 'RegistrationMotherNameRequired',
      birthDate: 'RegistrationUnderage',
      street: 'RegistrationStreetRequired',
      province: 'RegistrationProvinceRequired',
      postcode: 'RegistrationPostcodeInvalid',
    });
    expect(firstProblem(problems)).toBe('RegistrationIdNumberLength');
    expect(streetProblem('x'.repeat(201))).toBe('RegistrationStreetRequired');
  });

  it('requires the agreement, whose text exists in both languages', () => {
    expect(agreementProblem(false)).toBe('RegistrationAgreementRequired');
    expect(agreementProblem(true)).toBe(null);
    expect(accountAgreement.id.paragraphs.length).toBe(accountAgreement.en.paragraphs.length);
  });
});

describe('application states and steps', () => {
  it.each([
    ['otp_pending', 'submitted', true],
    ['otp_pending', 'approved', false],
    ['submitted', 'approved', true],
    ['submitted', 'rejected', true],
    ['approved', 'rejected', false],
    ['rejected', 'approved', false],
    ['approved', 'approved', false],
  ] as const)('%s to %s is %s', (from, to, allowed) => {
    expect(mayMoveRegistration(from, to)).toBe(allowed);
  });

  const none = {
    emailVerified: false,
    phoneVerified: false,
    detailsGiven: false,
    profileGiven: false,
    photosGiven: false,
  };

  it('goes e-mail code, SMS code, details, profile, photos, agreement', () => {
    expect(registrationStepOf(none)).toBe('email_otp');
    expect(registrationStepOf({ ...none, emailVerified: true })).toBe('sms_otp');
    const verified = { ...none, emailVerified: true, phoneVerified: true };
    expect(registrationStepOf(verified)).toBe('details');
    expect(registrationStepOf({ ...verified, detailsGiven: true })).toBe('profile');
    const profiled = { ...verified, detailsGiven: true, profileGiven: true };
    expect(registrationStepOf(profiled)).toBe('photos');
    expect(registrationStepOf({ ...profiled, photosGiven: true })).toBe('agreement');
  });

  it('allows a code only at its turn and a reached step again', () => {
    expect(mayTakeRegistrationStep(none, 'sms_otp')).toBe(false);
    expect(mayTakeRegistrationStep(none, 'details')).toBe(false);
    const atPhotos = {
      emailVerified: true,
      phoneVerified: true,
      detailsGiven: true,
      profileGiven: true,
      photosGiven: false,
    };
    expect(mayTakeRegistrationStep(atPhotos, 'details')).toBe(true);
    expect(mayTakeRegistrationStep(atPhotos, 'profile')).toBe(true);
    expect(mayTakeRegistrationStep(atPhotos, 'photos')).toBe(true);
    expect(mayTakeRegistrationStep(atPhotos, 'agreement')).toBe(false);
    expect(mayTakeRegistrationStep(atPhotos, 'email_otp')).toBe(false);
  });
});

describe('next client HIN', () => {
  it.each([
    [[], 'PC00000001'],
    [['PC00000001', 'PC00000003', 'PC00000002'], 'PC00000004'],
    [['PC00000009', 'IB00000050', 'PB00000099', 'LP00000100'], 'PC00000010'],
    [['PC0000001', 'PCX0000002', 'PC00000123'], 'PC00000124'],
  ])('after %j is %s', (existing, next) => {
    expect(nextClientHin(existing)).toBe(next);
  });

  it('refuses to run past 8 digits', () => {
    expect(() => nextClientHin(['PC99999999'])).toThrow('used up');
  });
});
