// Run by tests/site/closure-build.test.ts in a process of its own, with CONTENT_DIR and BUILD_DATE set (content is loaded
// once per process) and Next's asset imports stubbed (asset-stubs.mjs): the /contact/ page's cards and the form page's
// section as the build renders them, and what the form's advice is given, printed as JSON.
import { renderToStaticMarkup } from 'react-dom/server';
import { AppointmentSection } from '../../components/appointment/appointment-section';
import { ContactCards } from '../../components/contact/contact-cards';
import { appointmentContacts } from '../../site/appointment-contacts';

console.log(
  JSON.stringify({
    contact: { fr: renderToStaticMarkup(<ContactCards locale="fr" />), en: renderToStaticMarkup(<ContactCards locale="en" />) },
    appointment: renderToStaticMarkup(<AppointmentSection locale="fr" />),
    contacts: { fr: appointmentContacts('fr'), en: appointmentContacts('en') },
  }),
);
