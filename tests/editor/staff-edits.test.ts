import { describe, expect, inject, it } from 'vitest';
import { contentReadingTests } from './staff-edits-project';
import { loadContentAt, projectDir, sourceContentDir } from '../content/content-fixture';

/*
 * Runs in vitest.config.ts's project « staff-edits », on the copy of content/ its set-up edited as
 * staff may (staff-edits-setup.ts), beside the unit tests that read the content, run there again
 * (staff-edits-project.ts says why).
 */

describe('what staff may publish through the editor', () => {
  it('loads with no error, every edit in place', () => {
    expect(sourceContentDir, 'the project sets CONTENT_DIR to the edited copy').not.toBe(`${projectDir}/content`);
    const edits = inject('staffEdits');
    const { content, errors } = loadContentAt(sourceContentDir);
    expect(errors).toEqual([]);
    const service = content?.services.find((candidate) => candidate.id === edits.price.service);
    expect(service?.prices[0]?.min).toBe(edits.price.min);
    expect(content?.centre.hours.reception.some((row) => 'opens' in row && row.opens === edits.opens)).toBe(true);
    expect(content?.centre.phones.emergency.e164).toBe(edits.emergencyNumber.replace(/ /g, ''));
    expect(content?.services.at(-1)).toMatchObject({ id: edits.newService.id, slug: edits.newService.slug });
    // The new service reaches the form (before « Autre », added after the services') and the footer, last of each.
    expect(content?.appointmentServices.at(-1)?.fr).toBe(edits.newService.title);
    expect(content?.footerServices.at(-1)).toMatchObject({ service: edits.newService.id, label: { fr: edits.newService.title } });
    expect(content?.doctors.find((doctor) => doctor.slug === edits.newLanguage.doctor)?.languages).toContain(edits.newLanguage.code);
    for (const locale of ['fr', 'en'] as const) {
      // The newest article first; the unpublished one nowhere.
      expect(content?.articles[locale][0]).toMatchObject({ id: edits.newArticle.id, date: edits.newArticle.date });
      expect(content?.articles[locale].map((article) => article.id)).not.toContain(edits.unpublished.id);
    }
    expect(content?.testimonials.map((testimonial) => testimonial.author)).not.toContain(edits.removedTestimonial);
  });

  it('runs again every unit test that reads the content', () => {
    // The import pattern still finds them: the site's data, the loader, a copy of content/.
    expect(contentReadingTests(projectDir).length).toBeGreaterThan(10);
  });
});
