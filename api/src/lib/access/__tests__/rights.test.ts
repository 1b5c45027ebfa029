import { assignableRoles, roleMay } from '@grovekeeper/constants';
import { ESTATE_RIGHTS, ESTATE_ROLES, mayDo, mayManageRole, RIGHTS } from '../rights';
import type { EstateRight, EstateRole } from '../rights';

/** The table, row by row (issue 25): who may do what on an estate. */
const TABLE: Record<EstateRight, Record<EstateRole, boolean>> = {
  view: { owner: true, manager: true, field_staff: true, viewer: true },
  fieldUpdate: { owner: true, manager: true, field_staff: true, viewer: false },
  manageTrees: { owner: true, manager: true, field_staff: false, viewer: false },
  decideHarvests: { owner: true, manager: true, field_staff: false, viewer: false },
  editEstate: { owner: true, manager: true, field_staff: false, viewer: false },
  ownEstate: { owner: true, manager: false, field_staff: false, viewer: false },
  seeMoney: { owner: true, manager: true, field_staff: false, viewer: false },
  manageMembers: { owner: true, manager: true, field_staff: false, viewer: false },
};

describe('estate rights', () => {
  it('covers every right of the issue', () => {
    expect([...ESTATE_RIGHTS].sort()).toEqual(Object.keys(TABLE).sort());
    expect(ESTATE_ROLES).toEqual(['owner', 'manager', 'field_staff', 'viewer']);
  });

  it.each(ESTATE_RIGHTS)('grants %s to exactly the roles of the issue', (right) => {
    const granted = Object.fromEntries(ESTATE_ROLES.map((role) => [role, mayDo(role, right)]));
    expect(granted).toEqual(TABLE[right]);
    expect([...RIGHTS[right]].sort()).toEqual(
      ESTATE_ROLES.filter((role) => TABLE[right][role]).sort(),
    );
  });

  it('grants nothing to someone without a role', () => {
    for (const right of ESTATE_RIGHTS) {
      expect(mayDo(null, right)).toBe(false);
      expect(mayDo(undefined, right)).toBe(false);
    }
  });

  it('lets the owner manage every member role and managers only field staff and viewers', () => {
    expect(ESTATE_ROLES.map((role) => mayManageRole('owner', role))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(ESTATE_ROLES.map((role) => mayManageRole('manager', role))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    for (const actor of ['field_staff', 'viewer', null] as const) {
      expect(ESTATE_ROLES.map((role) => mayManageRole(actor, role))).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });

  it("lets the screens read an answer without a role as the owner's (roleMay)", () => {
    for (const right of ESTATE_RIGHTS) {
      for (const role of ESTATE_ROLES) expect(roleMay(role, right)).toBe(TABLE[right][role]);
      expect(roleMay(undefined, right)).toBe(true);
      expect(roleMay(null, right)).toBe(true);
    }
  });

  it('offers the owner every member role to give, a manager field staff and viewers, others none', () => {
    expect(assignableRoles('owner')).toEqual(['manager', 'field_staff', 'viewer']);
    expect(assignableRoles(undefined)).toEqual(['manager', 'field_staff', 'viewer']);
    expect(assignableRoles('manager')).toEqual(['field_staff', 'viewer']);
    expect(assignableRoles('field_staff')).toEqual([]);
    expect(assignableRoles('viewer')).toEqual([]);
  });
});
