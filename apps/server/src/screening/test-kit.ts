/*
 * Small made-up screening lists in the published formats, for the tests (not a test file):
 * the UN consolidated list's XML, the national DTTOT list's CSV export (Indonesian headers,
 * "alias" inside the name cell, place and date of birth in one cell) and a PEP CSV.
 */

const unIndividual = (
  reference: string,
  names: [string, string, string?],
  birth: string,
  aliases: string[] = [],
) => `
    <INDIVIDUAL>
      <DATAID>${reference.replace(/\D/g, '')}</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>${names[0]}</FIRST_NAME>
      <SECOND_NAME>${names[1]}</SECOND_NAME>
      ${names[2] === undefined ? '' : `<THIRD_NAME>${names[2]}</THIRD_NAME>`}
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>${reference}</REFERENCE_NUMBER>
      <LISTED_ON>2006-01-20</LISTED_ON>
      <NATIONALITY><VALUE>Indonesia</VALUE></NATIONALITY>
      ${aliases
        .map(
          (alias) =>
            `<INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>${alias}</ALIAS_NAME></INDIVIDUAL_ALIAS>`,
        )
        .join('\n      ')}
      <INDIVIDUAL_DATE_OF_BIRTH>${birth}</INDIVIDUAL_DATE_OF_BIRTH>
    </INDIVIDUAL>`;

/** The UN list with two individuals (one with an exact date, one a year range) and an entity. */
export const unListXml = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" dateGenerated="2026-11-20T00:00:00.000Z">
  <INDIVIDUALS>${unIndividual(
    'QDi.217',
    ['ABU', 'BAKAR', "BA'ASYIR"],
    '<TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1938-08-17</DATE>',
    ['Abu Bakar Baasyir', 'Abdus Samad'],
  )}${unIndividual(
    'QDi.999',
    ['HAMBALI', 'NURJAMAN'],
    '<TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1964</FROM_YEAR><TO_YEAR>1966</TO_YEAR>',
    ['Riduan Isamuddin'],
  )}
  </INDIVIDUALS>
  <ENTITIES>
    <ENTITY>
      <DATAID>1</DATAID>
      <FIRST_NAME>JEMAAH ISLAMIYAH</FIRST_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDe.092</REFERENCE_NUMBER>
      <LISTED_ON>2002-10-25</LISTED_ON>
      <ENTITY_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Jemaah Islamiah</ALIAS_NAME></ENTITY_ALIAS>
    </ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>
`;

/** The next UN list, where one individual remains. */
export const unListXmlShorter = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST><INDIVIDUALS>${unIndividual(
  'QDi.217',
  ['ABU', 'BAKAR', "BA'ASYIR"],
  '<TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1938-08-17</DATE>',
)}</INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>`;

/** The DTTOT export: a client of the demo (Citra Lestari) is on it, under an alias too. */
export const dttotCsv = [
  'No;Nama;Deskripsi;Terduga;Kode Densus;Tempat/Tanggal Lahir;Kewarganegaraan;Alamat',
  '1;Citra Lestary alias Citra L.;Terduga anggota jaringan;Orang;DTTOT-001;Surabaya, 12 Maret 1985;Indonesia;Jl. Kenanga 4, Surabaya',
  '2;"Umar Patek alias Abu Syekh";Terduga;Orang;DTTOT-002;"Pemalang, 20 Juli 1970";Indonesia;-',
].join('\r\n');

/** A PEP list: the registration tests' applicant (Budi Santoso, born 1990-01-01) is on it. */
export const pepCsv = [
  'name,date_of_birth,position,country',
  '"H. Budi Santoso, S.E.",1990-01-01,Anggota DPRD Kota Bekasi,Indonesia',
  'Siti Rahmawati,1975-05-05,Kepala Dinas Pendapatan,Indonesia',
].join('\n');
