// A step of the postbuild pipeline (pipeline/postbuild.ts): the EmailJS templates
// (site/emailjs-templates.ts) written to out/emailjs/, as text, so that whoever sets EmailJS up opens
// https://<site>/emailjs/centre.txt and copies what it says into EmailJS's fields (docs/emailjs.md),
// with no repository and no tools. Made at every build, so they always carry the phones the site
// shows: after a change of phone, paste the acknowledgement again.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emailjsCopy } from '../copy/emailjs';
import { emailTemplates, type EmailTemplate } from '../site/emailjs-templates';

/** Where the templates are on the site. */
export const EMAILJS_DIR = 'emailjs';

export function templateText(template: EmailTemplate): string {
  const f = emailjsCopy.fields;
  return [
    `Modèle EmailJS : ${template.title}`,
    'Fait par la construction du site, à partir de content/settings/centre.yml. Où le coller : docs/emailjs.md.',
    '',
    `${f.subject} :`,
    template.subject,
    '',
    `${f.to} :`,
    template.settings.to,
    '',
    `${f.fromName} :`,
    template.settings.fromName,
    '',
    `${f.replyTo} :`,
    template.settings.replyTo,
    '',
    `${f.content} :`,
    template.html,
    '',
  ].join('\n');
}

/** Pipeline step: out/emailjs/centre.txt, accuse-de-reception.txt, candidature.txt and accuse-de-reception-candidature.txt. */
export function writeEmailTemplates(outDir: string) {
  const dir = join(outDir, EMAILJS_DIR);
  mkdirSync(dir, { recursive: true });
  const templates = emailTemplates();
  for (const template of templates) writeFileSync(join(dir, template.file), templateText(template));
  console.log(`emailjs: ${templates.map((template) => `/${EMAILJS_DIR}/${template.file}`).join(', ')}`);
}
