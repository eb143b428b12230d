// The editor's config (out/admin/config.yml), generated at build from the content schemas and the
// editor's words beside their rules (content/schema/), the sign-in chosen by CMS_SIGN_IN (./sign-in.ts)
// and the collections (./collections.ts). pipeline/admin.ts writes it into the export; nothing keeps a
// second copy by hand.
import { stringify } from 'yaml';
import { defaultLocale, locales } from '../../../lib/i18n';
import { COLLECTIONS, editorSchemas, type CollectionSpec } from './collections';
import { unwrap } from '../../../content/schema/editor';
import { groupFields, type DecapField } from './fields';
import { signIn, type SignIn } from './sign-in';

/** The config file's name inside /admin/ (the page links it: public/admin/index.html). */

/** The decap-server of a developer's own machine, which Decap looks for only when the editor is opened at localhost. */
export const LOCAL_BACKEND_URL = 'http://localhost:8081/api/v1';

export interface DecapCollection {
  name: string;
  label: string;
  fields?: DecapField[];
  files?: { name: string; label: string; file: string; fields: DecapField[] }[];
  [key: string]: unknown;
}

export interface GeneratedConfig {
  backend: SignIn['backend'];
  local_backend: { url: string };
  collections: DecapCollection[];
  [key: string]: unknown;
}

function fieldsOf(schema: Parameters<typeof unwrap>[0], path: string, i18n: boolean): DecapField[] {
  return groupFields(unwrap(schema).core, path, { mayBeEmpty: false, i18n });
}

function collection(spec: CollectionSpec, schemas: ReturnType<typeof editorSchemas>): DecapCollection {
  const { schema, files, ...rest } = spec;
  if (files) {
    return { ...rest, files: files.map(({ schema: fileSchema, ...file }) => ({ ...file, fields: fieldsOf(fileSchema(schemas), `${spec.name}/${file.name}`, false) })) };
  }
  return { ...rest, fields: fieldsOf(schema!(schemas), spec.name, Boolean(spec.i18n)) };
}

export function decapConfig(env: Partial<Record<string, string | undefined>> = process.env): GeneratedConfig {
  const schemas = editorSchemas();
  const { backend } = signIn(env);
  return {
    locale: 'fr',
    // The centre's logo on the sign-in page and above the editor.
    logo: { src: '/images/logo.svg', show_in_header: true },
    backend: {
      ...backend,
      squash_merges: true,
      commit_messages: {
        create: 'Contenu : ajout de {{collection}} « {{slug}} »',
        update: 'Contenu : modification de {{collection}} « {{slug}} »',
        delete: 'Contenu : suppression de {{collection}} « {{slug}} »',
        uploadMedia: 'Photo : ajout de « {{path}} »',
        deleteMedia: 'Photo : suppression de « {{path}} »',
      },
    },
    local_backend: { url: LOCAL_BACKEND_URL },
    // A change is a draft (a branch and a pull request) until someone publishes it.
    publish_mode: 'editorial_workflow',
    // Photos staff upload: kept in content/media/, shown at /media/… (the build resizes them for visitors).
    media_folder: 'content/media',
    public_folder: '/media',
    // File names made from titles: « Prévenir les chutes » → prevenir-les-chutes.md
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // The preview pane is on for services and articles only (their collections say so).
    editor: { preview: false },
    i18n: { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale },
    collections: COLLECTIONS.map((spec) => collection(spec, schemas)),
  };
}

const HEADER = `# The editor at /admin/ (Decap CMS 3.16), generated at build by pipeline/lib/decap-config/ from the
# content schemas (content/schema/: each field's label, hint and widget beside its rule) and CMS_SIGN_IN.
# Do not edit it: change the schema, or the sign-in variables (docs/editor-sign-in.md).
`;

export function decapConfigText(config: GeneratedConfig = decapConfig()): string {
  // No anchors and aliases: each field written out, as Decap and a reader expect.
  return HEADER + stringify(config, { aliasDuplicateObjects: false, lineWidth: 0 });
}
