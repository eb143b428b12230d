import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { KindFields } from '@/components/request/form/kind-fields';
import { RULES, specsOf, type FieldRule, type RuleName } from '@/lib/request/kinds/rules';

/*
 * Every rule a kind may give a field is drawn by the shared form (issue 79): a rule the form cannot draw is a
 * compile error in components/request/form/kind-fields.tsx, never a field silently left out of the page. Those
 * a form draws itself (a call-back's slot, its day and part of the day) are drawn by no one here.
 */

const EXAMPLES: { [R in RuleName]: FieldRule & { is: R } } = {
  name: { is: 'name', need: 'required' },
  email: { is: 'email', need: 'optional' },
  phone: { is: 'phone', need: 'required', plain: true },
  date: { is: 'date', need: 'required', daysAhead: 30 },
  openDay: { is: 'openDay', need: 'required', daysAhead: 30 },
  time: { is: 'time' },
  slot: { is: 'slot' },
  choice: { is: 'choice', of: ['Bastos', 'Nlongkak'], need: 'required', max: 40 },
  yesNo: { is: 'yesNo', need: 'required' },
  line: { is: 'line', need: 'optional', max: 100 },
  number: { is: 'number', need: 'required', min: 1, max: 84 },
  text: { is: 'text', max: 2000 },
  custom: { is: 'custom' },
  consent: { is: 'consent' },
};

/** Drawn by the form around the shared fields. */
const OWN_CONTROLS: RuleName[] = ['slot', 'custom'];
/** Drawn only in a build whose gateway sends what it asks for (issue 77: the box of consent to an appointment's messages). */
const OFFERED: RuleName[] = ['consent'];
/** A question of a few choices: its label is a group's legend, and its first choice has the field's id. */
const GROUPS: RuleName[] = ['yesNo'];

const draw = (rule: FieldRule, value = '') =>
  renderToStaticMarkup(
    createElement(KindFields, {
      fields: specsOf({ asked: rule }),
      words: { locale: 'fr', labels: { asked: 'Ce qui est demandé' }, optional: ' (facultatif)', errorPrefix: 'Erreur : ', validation: {} },
      form: { values: { asked: value }, errors: {}, set: () => {}, idOf: (field: string) => `f-${field}` },
      look: { wide: () => false },
      choices: { asked: [{ value: 'Bastos', label: 'Bastos' }] },
    }),
  );

describe('the shared form draws every rule', () => {
  it('has an example of each rule of the table', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(Object.keys(RULES).sort());
  });

  for (const [name, rule] of Object.entries(EXAMPLES) as [RuleName, FieldRule][]) {
    it(OWN_CONTROLS.includes(name) ? `leaves a ${name} to the form that asks it` : `draws a ${name}: its label and a control of that name`, () => {
      if (OFFERED.includes(name)) {
        vi.stubEnv('NEXT_PUBLIC_REQUEST_GATEWAY_URL', 'https://passerelle.example.test');
        vi.stubEnv('NEXT_PUBLIC_REQUEST_VISIT_MESSAGES', '');
        expect(draw(rule), 'not where the gateway sends no message').toBe('');
        vi.stubEnv('NEXT_PUBLIC_REQUEST_VISIT_MESSAGES', '1');
      }
      const html = draw(rule);
      vi.unstubAllEnvs();
      if (OWN_CONTROLS.includes(name)) return expect(html).toBe('');
      if (GROUPS.includes(name)) expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Ce qui est demandé</);
      else expect(html).toContain('<label for="f-asked"');
      expect(html).toMatch(/<(input|select|textarea)[^>]* id="f-asked"[^>]* name="asked"|<(input|select|textarea)[^>]* name="asked"[^>]* id="f-asked"|<(input|select|textarea) id="f-asked"/);
    });
  }

  it('draws the box of consent unticked, ticked only by its one value, and says what it allows', () => {
    vi.stubEnv('NEXT_PUBLIC_REQUEST_GATEWAY_URL', 'https://passerelle.example.test');
    vi.stubEnv('NEXT_PUBLIC_REQUEST_VISIT_MESSAGES', '1');
    const left = draw(EXAMPLES.consent);
    const ticked = draw(EXAMPLES.consent, 'yes');
    vi.unstubAllEnvs();
    expect(left).toMatch(/<input[^>]*type="checkbox"/);
    expect(left).not.toMatch(/checked/);
    expect(ticked).toMatch(/<input[^>]*checked=""/);
  });

  it('draws a yes/no as two choices in the page’s language, « Oui » and « Non », one chosen only by its value', () => {
    const html = draw(EXAMPLES.yesNo, 'no');
    expect([...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(([input]) => input.match(/value="(\w+)"/)?.[1])).toEqual(['yes', 'no']);
    expect(html).toMatch(/<span>Oui<\/span>.*<span>Non<\/span>/s);
    expect(html).toMatch(/<input[^>]*value="no"[^>]*checked=""|<input[^>]*checked=""[^>]*value="no"/);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(draw(EXAMPLES.yesNo, 'toString')).not.toContain('checked');
  });

  it('draws a number as a box of digits that takes « 3 500 » and « 12h » as typed, never a spinner', () => {
    const html = draw(EXAMPLES.number, '12h');
    expect(html).toMatch(/<input[^>]*type="text"/);
    expect(html).toMatch(/inputMode="numeric"/);
    expect(html).toContain('value="12h"');
    expect(html).toContain('required=""');
  });
});
