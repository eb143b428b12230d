import { expect, test } from '../fixtures';
import { doctors as doctorsByLocale } from '../../content/doctors';
import { followLink } from '../links';

// The French views: these tests check the French site (the English one has its own).
const doctors = doctorsByLocale.fr;

test('shows « Notre Équipe Médicale » and every doctor', async ({ page }) => {
  await page.goto('/doctors/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre Équipe Médicale');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(doctors.length);
  for (const [index, doctor] of doctors.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(doctor.name);
    await expect(card).toContainText(doctor.specialty);
    await expect(card).toContainText(doctor.description);
    await expect(card).toContainText(doctor.experience);
    await expect(card).toContainText(doctor.education);
    const portrait = card.locator('img');
    await expect(portrait).toHaveAttribute('alt', /.{10,}/);
    await expect(portrait).toHaveAttribute('width', /\d+/);
  }
});

test('each doctor has Facebook, WhatsApp and Instagram links with accessible names', async ({ page }) => {
  await page.goto('/doctors/');
  for (const doctor of doctors) {
    for (const [network, key] of [
      ['Facebook', 'facebook'],
      ['WhatsApp', 'whatsapp'],
      ['Instagram', 'instagram'],
    ] as const) {
      const link = page.getByRole('link', { name: `${doctor.name} sur ${network} (nouvel onglet)`, exact: true });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', doctor.social[key]);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
});

test('« Consulter un spécialiste » leads to /contact', async ({ page }) => {
  await followLink(page, '/doctors/', 'Consulter un spécialiste', /\/contact\/$/);
});
