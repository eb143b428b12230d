// Apart from site-footer.tsx so that the header's client code can link to it without bundling the footer.
/** The footer's « Liens utiles » heading: where « Menu » leads before the scripts run. */
export const FOOTER_LINKS_ID = 'footer-links';
