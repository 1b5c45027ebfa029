import { approvedTrend, checkHarvestInput, otherStatuses, todayLocal } from '../utils/harvests';
import { photoFileProblem } from '../../common/utils/photo-file';
import { changedFields, formValuesOf, missingRequiredFields } from '../utils/tree-form';
import { changeLocationPath, treeTagUrl } from '../../common/utils/tree-urls';
import { harvestFixture, treeFixture } from '../../../test/tree-detail';

describe('harvest helpers', () => {
  it('gives today as YYYY-MM-DD in local time, also just after midnight', () => {
    expect(todayLocal(new Date(2026, 2, 1, 0, 5))).toBe('2026-03-01');
    expect(todayLocal(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('lists every status but the current one', () => {
    expect(otherStatuses('Pending')).toEqual(['Approved', 'Rejected']);
    expect(otherStatuses('Approved')).toEqual(['Pending', 'Rejected']);
    expect(otherStatuses('Rejected')).toEqual(['Pending', 'Approved']);
  });

  it('trends Approved harvests only, by date ascending, adding up harvests of one day', () => {
    const trend = approvedTrend([
      harvestFixture({ id: '1', date: '2026-03-02', weight: 4.1, status: 'Approved' }),
      harvestFixture({ id: '2', date: '2026-01-15', weight: 50, status: 'Rejected' }),
      harvestFixture({ id: '3', date: '2026-03-02', weight: 1.2, status: 'Approved' }),
      harvestFixture({ id: '4', date: '2026-02-01', weight: 7, status: 'Approved' }),
      harvestFixture({ id: '5', date: '2026-02-20', weight: 9, status: 'Pending' }),
    ]);
    expect(trend).toEqual([
      { date: new Date(2026, 1, 1), weight: 7 },
      { date: new Date(2026, 2, 2), weight: 5.3 },
    ]);
  });

  it('requires date and weight, refuses negative or non-numeric weights, keeps 2 decimals', () => {
    expect(checkHarvestInput('', '3')).toEqual({
      ok: false,
      message: 'Date and weight are required',
    });
    expect(checkHarvestInput('2026-03-01', ' ')).toEqual({
      ok: false,
      message: 'Date and weight are required',
    });
    expect(checkHarvestInput('2026-03-01', '-1')).toMatchObject({ ok: false });
    expect(checkHarvestInput('2026-03-01', 'abc')).toMatchObject({ ok: false });
    expect(checkHarvestInput('2026-03-01', '0')).toEqual({
      ok: true,
      date: '2026-03-01',
      weight: 0,
    });
    expect(checkHarvestInput('2026-03-01', '2.345')).toEqual({
      ok: true,
      date: '2026-03-01',
      weight: 2.35,
    });
  });
});

describe('tree form helpers', () => {
  it('finds the empty required fields, blanks included, but not empty notes', () => {
    const values = { ...formValuesOf(treeFixture()), title: '  ', state: '', notes: '' };
    expect(missingRequiredFields(values)).toEqual(['title', 'state']);
  });

  it('sends only changed fields, trimmed', () => {
    const tree = treeFixture();
    expect(changedFields(tree, formValuesOf(tree))).toEqual({});
    expect(
      changedFields(tree, { ...formValuesOf(tree), title: ' Olive Tree 1 ', category: 'Fig Tree' }),
    ).toEqual({ category: 'Fig Tree' });
  });
});

describe('photo file check', () => {
  it('accepts images up to 10 MB only', () => {
    expect(photoFileProblem(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBeNull();
    expect(photoFileProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(
      'Please select an image file',
    );
    expect(photoFileProblem(null)).toBe('Please select an image file');
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    expect(photoFileProblem(big)).toBe('Please select a photo no larger than 10 MB');
  });
});

describe('tree URLs', () => {
  it('encodes the tag page on the given origin', () => {
    expect(treeTagUrl('abc', 'https://grove.example')).toBe('https://grove.example/trees/abc/tag');
  });

  it('puts the location page under the current tree URL and returns to it with its tab', () => {
    expect(changeLocationPath('/estates/e1/trees/t1/', '?tab=photos')).toBe(
      `/estates/e1/trees/t1/location?returnTo=${encodeURIComponent('/estates/e1/trees/t1?tab=photos')}`,
    );
  });
});
