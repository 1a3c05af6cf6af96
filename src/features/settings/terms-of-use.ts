/**
 * The Terms of Use text (S2 §2, figures from S2 §9). Static: it changes with a release, not per
 * user, and must read offline. Sections render in order, each a heading and its paragraphs.
 */
export interface TermsSection {
  heading: string;
  paragraphs: readonly string[];
}

export const TERMS_OF_USE: readonly TermsSection[] = [
  {
    heading: 'Use of this site',
    paragraphs: [
      'This site is provided for the operations of the company and its authorised users. By using it you agree to these terms. If you do not agree, do not use the site.',
      'You may use the site only for lawful business purposes, keep your sign-in details to yourself, and must not try to reach parts of the site, accounts or data you have not been given access to.',
    ],
  },
  {
    heading: 'User-generated content',
    paragraphs: [
      'You are responsible for anything you enter, upload or post, such as comments, notes and forms. It must be accurate, must not infringe the rights of others, and must not be unlawful, offensive or misleading.',
      'We may review, edit or remove any content that breaks these terms, and may use content you submit to run and improve the service.',
    ],
  },
  {
    heading: 'Vehicle rental terms',
    paragraphs: [
      'Quoted rates are valid for 30 days and only at the specified location. Taxes, fees and optional products are extra unless stated otherwise.',
      'At pickup the renter must present two forms of identification, one of which must be a valid US driver’s license, and proof of insurance. A vehicle may be refused when these are not provided.',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      'The site and its content are provided "as is", without warranties of any kind. To the fullest extent the law allows, the company is not liable for indirect, incidental or consequential damages, or for loss of data, profits or business, arising from the use of the site or the inability to use it.',
      'Where liability cannot be excluded, it is limited to the amount you paid, if anything, for the service giving rise to the claim.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      'We do not knowingly collect personal information from children under 13. Persons under 18 may not use any password-based service of this site.',
    ],
  },
  {
    heading: 'Time limit for claims',
    paragraphs: [
      'Any claim or cause of action arising out of or related to the use of this site must be started within 1 year after it arose, or it is permanently barred.',
    ],
  },
  {
    heading: 'Copyright complaints',
    paragraphs: [
      'If you believe content on this site infringes your copyright, send a written notice identifying the work, the material you believe infringes it and where it appears, your contact details, and a statement that you act in good faith and that the notice is accurate. We will remove or disable access to the material.',
      'The person who posted the material may send a counter-notice. The material is then restored within 10 to 14 business days after the counter-notice is received, unless the complainant tells us within that period that they have started court action.',
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      'We may change these terms at any time. The version shown here applies from the moment it is published; continuing to use the site means you accept it.',
    ],
  },
];
