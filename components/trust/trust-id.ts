/** The about page's « Pourquoi nous faire confiance » section, which the footer's authorisation line leads to. */
export const TRUST_ID = 'confiance';
