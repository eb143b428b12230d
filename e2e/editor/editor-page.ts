// What a member of staff does in the editor at /admin/ (Decap CMS, in French), as steps for Playwright:
// the editor's end-to-end test and the staff guide's screenshots take the same steps. Fields are found
// by their French labels (content/schema/files.ts, written into the generated config.yml), as staff find them.
import type { Locator, Page } from '@playwright/test';

export type Pane = 'fr' | 'en';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = (text: string) => new RegExp(`^${escaped(text)}$`);
/** A field's label: Decap adds « (optionnel) » to an optional field's. */
const fieldLabel = (text: string) => new RegExp(`^${escaped(text)}( \\(optionnel\\))?$`);

export class EditorPage {
  constructor(readonly page: Page) {
    // Decap asks before publishing or discarding (window.confirm): staff answer yes.
    page.on('dialog', (dialog) => void dialog.accept());
  }

  async signIn() {
    await this.page.goto('/admin/');
    await this.page.getByRole('button', { name: 'Se connecter' }).click();
    await this.page.getByRole('link', { name: 'Contenus' }).waitFor();
  }

  async openCollection(label: string) {
    await this.page.getByRole('link', { name: 'Contenus' }).click();
    await this.page.getByRole('link', { name: label, exact: true }).click();
  }

  async openEntry(collection: string, slug: string) {
    await this.page.goto(`/admin/#/collections/${collection}/entries/${slug}`);
    await this.saveButton.waitFor();
  }

  async newEntry(collection: string) {
    await this.page.goto(`/admin/#/collections/${collection}/new`);
    await this.saveButton.waitFor();
  }

  get saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Enregistrer' });
  }

  /** The group of fields labelled `label` (an object such as « Titre » with its Français and English). */
  group(label: string, scope: Page | Locator = this.page): Locator {
    return scope
      .locator('[aria-label="object field"], [aria-label="list field"]')
      .filter({ has: this.page.locator(':scope > div > label', { hasText: exact(label) }) })
      .first();
  }

  /** A field by its label, in one language's pane of a translated entry (an article), inside a group. */
  field(label: string, { pane = 'fr', scope }: { pane?: Pane; scope?: Locator } = {}): Locator {
    return (scope ?? this.page).getByLabel(fieldLabel(label)).nth(scope || pane === 'fr' ? 0 : 1);
  }

  /** Picks an icon by its French name: the icon field opens its pictures, staff tap one (editor/widgets/icon-control.tsx). */
  async chooseIcon(name: string, pane: Pane = 'fr') {
    await this.field('Icône', { pane }).click();
    await this.page.getByRole('radio', { name, exact: true }).click();
  }

  /** Picks an option of a drop-down list (react-select) by its French name. */
  async choose(label: string, option: string, pane: Pane = 'fr') {
    const input = this.field(label, { pane });
    await input.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Types a text in a rich-text (Markdown) field. */
  async typeText(label: string, text: string, pane: Pane = 'fr') {
    const container = this.page
      .locator('[aria-label="markdown field"]')
      .filter({ has: this.page.locator(':scope > div > label', { hasText: exact(label) }) })
      .nth(pane === 'fr' ? 0 : 1);
    await container.locator('[contenteditable="true"]').click();
    await this.page.keyboard.type(text);
  }

  /** Sends a photo from the computer through the media library and puts it in the field. */
  async uploadImage(file: string, pane: Pane = 'fr') {
    await this.page.getByRole('button', { name: 'Choisir une image' }).nth(pane === 'fr' ? 0 : 1).click();
    const library = this.page.getByRole('dialog');
    await library.locator('input[type="file"]').setInputFiles(file);
    // The photo is prepared in the page before Decap takes it (editor/photos/uploads.ts): « Choisir » once Decap has selected it.
    await library.getByRole('button', { name: 'Choisir les éléments sélectionnés' }).click();
    await library.waitFor({ state: 'hidden' });
  }

  async save() {
    await this.saveButton.click();
  }

  /** Saved: Decap says so once the draft's branch holds the change. */
  async saved() {
    await this.page.getByText('Entrée enregistrée').first().waitFor();
  }

  /** The status menu's button (« Statut : Brouillon »). */
  get statusButton(): Locator {
    return this.page.getByRole('button', { name: /^Statut\s:/ });
  }

  /** The publish menu's button. */
  get publishButton(): Locator {
    return this.page.getByRole('button', { name: 'Publier', exact: true });
  }

  async setStatus(status: 'Brouillon' | 'En cours de révision' | 'Prêt') {
    await this.statusButton.click();
    await this.page.getByRole('menuitem', { name: status }).click();
    await this.page.getByRole('button', { name: new RegExp(`^Statut\\s:\\s${status}$`) }).waitFor();
  }

  /** Publishes the entry open in the editor (Decap asks for confirmation: yes). */
  async publishNow() {
    await this.publishButton.click();
    await this.page.getByRole('menuitem', { name: 'Publier maintenant' }).click();
    await this.page.getByText('Entrée publiée').first().waitFor();
  }
}
