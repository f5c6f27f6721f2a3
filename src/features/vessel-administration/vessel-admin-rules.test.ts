import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activeStatuses } from '../../../domain/contracts/vessels.ts';
import { isActionAllowed, lifecycleActions } from '../../../domain/vessel-lifecycle.ts';
import {
  VesselAdministrationSearchSchema,
  createRequestFromForm,
  emptyVesselForm,
  imoCheckDigitWarning,
  rowActionsFor,
} from './vessel-admin-rules.ts';

describe('vessel administration rules', () => {
  it('ADMIN-045 ADMIN-046 ADMIN-047 the row actions are the lifecycle’s allowed actions, and only those', () => {
    expect(rowActionsFor('Unassigned').map((offered) => offered.label)).toEqual(['Edit']);
    expect(rowActionsFor('Assigned').map((offered) => offered.label)).toEqual([
      'Edit',
      'Activate',
      'Unassign',
      'Archive',
    ]);
    expect(rowActionsFor('Active').map((offered) => offered.label)).toEqual([
      'Edit',
      'Deactivate',
      'Unassign',
      'Archive',
    ]);
    expect(rowActionsFor('Archived').map((offered) => offered.label)).toEqual(['Reactivate', 'Delete']);
    for (const status of activeStatuses) {
      for (const offered of rowActionsFor(status)) expect(isActionAllowed(offered.action, status)).toBe(true);
    }
    expect(lifecycleActions).toContain('Unassign');
  });

  it('ADMIN-045 each lifecycle row action names the call of 003 §7', () => {
    const calls = Object.fromEntries(
      rowActionsFor('Assigned')
        .concat(rowActionsFor('Active'), rowActionsFor('Archived'))
        .map((offered) => [offered.action, offered.run]),
    );
    expect(calls).toEqual({
      Edit: { kind: 'edit' },
      Activate: { kind: 'call', segment: 'ActivateVessel' },
      Deactivate: { kind: 'call', segment: 'DeactivateVessel' },
      Unassign: { kind: 'call', segment: 'Unassign' },
      Archive: { kind: 'call', segment: 'ArchiveVessel' },
      Reactivate: { kind: 'call', segment: 'ReactivateVessel' },
      Delete: { kind: 'delete' },
    });
  });

  it('ADMIN-040 the tab in the URL: an unknown tab or vessel id falls back instead of failing', () => {
    expect(v.parse(VesselAdministrationSearchSchema, { tab: 'Archived' })).toEqual({ tab: 'Archived' });
    expect(v.parse(VesselAdministrationSearchSchema, { tab: 'Nope' })).toEqual({ tab: 'Unassigned' });
    expect(v.parse(VesselAdministrationSearchSchema, { tab: 'Edit', vesselId: 'x' })).toEqual({
      tab: 'Edit',
      vesselId: undefined,
    });
  });

  it('ADMIN-134 fewer than 7 digits are accepted; a failing check digit only warns', () => {
    const form = { ...emptyVesselForm(), name: 'Sea', draftMean: '10', maxContinuousRating: '0' };
    const short = createRequestFromForm({ ...form, imoNumber: '12345' });
    expect(short.ok && short.body.imoNumber).toBe(12345);
    expect(imoCheckDigitWarning('9074729')).toBeNull();
    expect(imoCheckDigitWarning('9074728')).toContain('check digit');
    expect(imoCheckDigitWarning('12345678')).toBeNull();
    expect(createRequestFromForm({ ...form, imoNumber: '9074728' }).ok).toBe(true);
  });

  it('ADMIN-139 a Max Continuous Rating of 0 is accepted', () => {
    const form = {
      ...emptyVesselForm(),
      name: 'Sea',
      imoNumber: '9074729',
      draftMean: '0',
      maxContinuousRating: '0',
    };
    expect(createRequestFromForm(form).ok).toBe(true);
  });
});
