import { describe, expect, it } from 'vitest';
import { planChecks, plansSchema, type Plan } from './plans';

/** Plans of the test's own: a trial and two paid plans, each giving its devices. */
const plans = plansSchema.parse(
  [
    { id: 'trial', name: 'Trial of the test', trialDays: 5, devices: 3, features: ['All of it'] },
    { id: 'paid', name: 'Paid of the test', featured: true, devices: 3, features: ['All of it'] },
    { id: 'team', name: 'Team of the test', devices: 3, features: ['All of it'] },
  ].map((plan) => ({
    price: 'Some',
    period: 'a while',
    description: 'For the test.',
    cta: { label: 'Take it', action: { type: 'link', to: '/signup' } },
    ...plan,
  })),
);

const issues = (list: Plan[]) =>
  planChecks.flatMap((check) => check.run(list, { today: '2030-01-01', content: {} }));

describe("the plans' numbers that placeholders show", () => {
  it('accepts plans that give the same devices and one trial', () => {
    expect(issues(plans)).toEqual([]);
  });

  it('refuses a plan whose devices differ, since {devices} shows one number for every plan', () => {
    const [trial, paid, team] = plans;
    expect(issues([trial, { ...paid, devices: 4 }, { ...team, devices: undefined }])).toEqual([
      {
        path: [1, 'devices'],
        message: `should be ${trial.devices}, as on ${trial.name}: {devices} shows one number for every plan, so each plan that gives its devices gives the same`,
      },
    ]);
  });

  it('refuses a second plan with trialDays', () => {
    const [trial, paid, team] = plans;
    expect(issues([trial, paid, { ...team, trialDays: 9 }])).toEqual([
      {
        path: [2, 'trialDays'],
        message: `only the trial gives trialDays, and ${trial.name} already does; remove this line`,
      },
    ]);
  });

  it('asks for whole numbers of devices and days', () => {
    const result = plansSchema.safeParse([{ ...plans[0], devices: '10', trialDays: 1.5 }]);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['0.devices', 'should be a number of devices, for example 10 (no quotes)'],
      ['0.trialDays', 'should be a whole number of days, for example 7'],
    ]);
  });
});
