import { describe, expect, it } from 'vitest';
import { dayName, groupByCategory, likePattern, ratingStars, slugify } from '../../server/domain/catalog.ts';
import { publicName } from '../../server/queries/catalog.ts';

describe('ratingStars', () => {
  it.each([
    [0, [0, 0, 0, 0, 0]],
    [1, [1, 0, 0, 0, 0]],
    [3.4, [1, 1, 1, 0, 0]],
    [3.5, [1, 1, 1, 1, 0]],
    [5, [1, 1, 1, 1, 1]],
    [7, [1, 1, 1, 1, 1]],
    [-2, [0, 0, 0, 0, 0]],
  ])('%s stars -> %j (filled first, out of 5)', (rating, stars) => {
    expect(ratingStars(rating)).toEqual(stars);
  });
});

describe('dayName', () => {
  it('maps ISO weekdays', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(dayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });
  it('rejects anything else', () => {
    expect(() => dayName(0)).toThrow(RangeError);
    expect(() => dayName(8)).toThrow(RangeError);
  });
});

describe('slugify', () => {
  it.each([
    ['Kinks & Coils Studio, Yaba', 'kinks-and-coils-studio-yaba'],
    ['  Glow   Republic  ', 'glow-republic'],
    ['Beauté Élan', 'beaute-elan'],
    ['Ọ̀ṣun Braids', 'osun-braids'],
    ['!!!', ''],
  ])('%s -> %s', (input, slug) => expect(slugify(input)).toBe(slug));

  it('caps the length without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('groupByCategory', () => {
  const s = (serviceName: string, categoryId: string, categoryName: string, categorySort: number) => ({
    serviceName,
    categoryId,
    categoryName,
    categorySort,
    categoryurl: categoryName.toLowerCase(),
    price: 1,
  });
  it('groups services under categories in catalog order, services by name, dropping the sort keys', () => {
    const groups = groupByCategory([
      s('Pedicure', 'n', 'Nails', 2),
      s('Cornrows', 'h', 'Hair', 1),
      s('Afro Cut', 'h', 'Hair', 1),
    ]);
    expect(groups).toEqual([
      {
        categoryId: 'h',
        categoryName: 'Hair',
        categoryurl: 'hair',
        services: [
          { serviceName: 'Afro Cut', categoryId: 'h', categoryName: 'Hair', price: 1 },
          { serviceName: 'Cornrows', categoryId: 'h', categoryName: 'Hair', price: 1 },
        ],
      },
      {
        categoryId: 'n',
        categoryName: 'Nails',
        categoryurl: 'nails',
        services: [{ serviceName: 'Pedicure', categoryId: 'n', categoryName: 'Nails', price: 1 }],
      },
    ]);
  });
  it('answers nothing for no services', () => expect(groupByCategory([])).toEqual([]));
});

describe('likePattern', () => {
  it('escapes LIKE wildcards so they match literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('publicName', () => {
  it.each([
    ['Adaeze Okafor', 'Adaeze O.'],
    ['Chiamaka Nwosu okafor', 'Chiamaka O.'],
    ['Bello', 'Bello'],
    ['  ', 'Customer'],
  ])('%s -> %s', (name, shown) => expect(publicName(name)).toBe(shown));
});
