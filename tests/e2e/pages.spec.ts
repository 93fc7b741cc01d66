/**
 * Every public route renders with the spec's texts (sections 1, 2, 9), plus the nav and the footer.
 * Data comes from the API, so the tests follow the demo catalog instead of hard-coding it.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  activeBranches,
  apiGet,
  blogs,
  branchByUrl,
  categories,
  escapeRegExp,
  searchBranches,
  searchData,
  topBranches,
  waitForHydration,
  type Testimonial,
} from './helpers.ts';

const main = (page: Page) => page.getByRole('main');
/** The branch cards of a list page, by their names. */
const cardNames = (page: Page) =>
  page.getByRole('region', { name: 'Salons' }).getByRole('article').getByRole('heading', { level: 3 });

/** The listed cards are exactly the API's branches (all of them when nothing more is left to show). */
async function expectListedBranches(page: Page, expected: string[]) {
  expect(expected.length, 'the API lists at least one branch here').toBeGreaterThan(0);
  await expect(cardNames(page).first()).toBeVisible();
  const shown = await cardNames(page).allInnerTexts();
  for (const name of shown) expect(expected, `listed branch "${name}"`).toContain(name);
  if ((await page.getByRole('button', { name: 'Show more' }).count()) === 0)
    expect(shown.sort()).toEqual([...expected].sort());
}

test.describe('home page', () => {
  test('shows the hero, popular categories, popular brands and Why Us?', async ({ page, request }) => {
    const cats = await categories(request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'The Perfect Looks' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Find a salon' })).toBeVisible();

    const popular = page.getByRole('region', { name: 'Popular Categories' });
    await expect(popular.getByRole('heading', { level: 2, name: 'Popular Categories' })).toBeVisible();
    await expect(
      popular.getByText('Indulge in our Premier Salon Services: Discover Our Top Categories', { exact: true }),
    ).toBeVisible();
    for (const c of cats)
      await expect(popular.getByRole('link', { name: c.categoryName, exact: true })).toHaveAttribute(
        'href',
        `/category/${c.categoryurl}`,
      );
    await expect(popular.getByRole('link', { name: 'Explore more' })).toHaveAttribute('href', '/branches');

    const brands = page.getByRole('region', { name: 'Popular Brands' });
    await expect(brands.getByRole('heading', { level: 2, name: 'Popular Brands' })).toBeVisible();
    const names = new Set((await activeBranches(request)).map((b) => b.businessName));
    const tiles = await brands.getByRole('listitem').getByRole('link').allInnerTexts();
    expect(tiles.length).toBeGreaterThan(0);
    for (const t of tiles) expect(names, `brand tile "${t}" is a real branch`).toContain(t.trim());
    await expect(brands.getByRole('link', { name: 'Explore more' })).toHaveAttribute('href', '/branches');

    const why = page.getByRole('region', { name: 'Why Us?' });
    await expect(why.getByRole('heading', { level: 2, name: 'Why Us?' })).toBeVisible();
    const points = why.getByRole('listitem');
    await expect(points).toHaveCount(3);
    await expect(points.filter({ hasText: 'Trust Pay' })).toContainText('100% payment protection');
    await expect(points.filter({ hasText: /24x7/ })).toContainText(/best prices/i);
    await expect(points.filter({ hasText: /services/i }).filter({ hasText: /connect/i })).toHaveCount(1);
  });

  test("testimonials: long reviews are cut at 100 characters, '+See more' expands and '-See less' folds back", async ({
    page,
    request,
  }) => {
    const testimonials = await apiGet<Testimonial[]>(request, 'Testimonial/GetHomePage');
    await page.goto('/');
    const section = page.getByRole('region', { name: 'What people are saying about us?' });
    await expect(section.getByRole('heading', { level: 2, name: 'What people are saying about us?' })).toBeVisible();
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(testimonials.length);

    for (const t of testimonials.filter((x) => x.review.length <= 100)) {
      const card = cards.filter({ hasText: t.review }).first();
      await expect(card.getByText(t.review, { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: '+See more' })).toHaveCount(0);
    }

    const prefix = (x: Testimonial) => x.review.slice(0, 40);
    const long = testimonials.find(
      (x) => x.review.length > 100 && testimonials.filter((y) => prefix(y) === prefix(x)).length === 1,
    );
    expect(long, 'the demo data has a review longer than 100 characters').toBeTruthy();
    const card = cards.filter({ hasText: prefix(long!) });
    await expect(card).toHaveCount(1);
    const full = card.getByText(long!.review, { exact: true });
    const button = card.getByRole('button', { name: '+See more' });

    // Folded: only the first 100 characters (at most) are shown.
    await expect(full).toBeHidden();
    const shortText = (await card.locator('p').last().innerText()).replace('+See more', '').trim();
    const cut = shortText.replace(/…$/, '').trim();
    expect(cut.length, `shown text "${shortText}"`).toBeLessThanOrEqual(100);
    expect(cut.length).toBeGreaterThan(0);
    expect(long!.review.startsWith(cut), `"${cut}" begins the review`).toBe(true);

    await button.click();
    await expect(full).toBeVisible();
    const less = card.getByRole('button', { name: '-See less' });
    await expect(less).toBeVisible();
    await expect(card.getByRole('button', { name: '+See more' })).toHaveCount(0);

    await less.click();
    await expect(full).toBeHidden();
    await expect(card.getByRole('button', { name: '+See more' })).toBeVisible();
    expect((await card.locator('p').last().innerText()).replace('+See more', '').trim()).toBe(shortText);
  });
});

test('a category tile leads to /category/{categoryurl} listing its branches', async ({ page, request }) => {
  const [category] = await categories(request);
  const expected = (await searchBranches(request, { CategoryURL: category!.categoryurl })).map((b) => b.businessName);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Popular Categories' })
    .getByRole('link', { name: category!.categoryName, exact: true })
    .click();
  await expect(page).toHaveURL(`/category/${category!.categoryurl}`);
  await expect(page.getByRole('heading', { level: 1, name: category!.categoryName })).toBeVisible();
  await expectListedBranches(page, expected);
});

test.describe('/branches', () => {
  test('lists the branches', async ({ page, request }) => {
    const all = (await activeBranches(request)).map((b) => b.businessName);
    const response = await page.goto('/branches');
    expect(response?.status()).toBe(200);
    await expectListedBranches(page, all);
  });

  test(
    'the header search filters by business name from 2 characters, case-insensitive; ' +
      "no match shows 'No branch available!'",
    async ({ page, request }) => {
      const all = await activeBranches(request);
      await page.goto('/branches');
      const search = page.getByRole('searchbox', { name: 'Search salons by name' });
      await waitForHydration(search);
      const initial = await cardNames(page).allInnerTexts();

      // One character does not filter.
      const target = all.find((b) => /^[a-z]{4}/i.test(b.businessName.split(' ').pop()!))!;
      const word = target.businessName.split(' ').pop()!;
      await search.fill(word.slice(0, 1));
      await expect(page.getByText('No branch available!')).toHaveCount(0);
      expect(await cardNames(page).allInnerTexts()).toEqual(initial);

      // Two or more: a case-insensitive substring of the business name.
      const term = word.slice(0, 3).toUpperCase();
      const expected = all
        .filter((b) => b.businessName.toLowerCase().includes(term.toLowerCase()))
        .map((b) => b.businessName)
        .sort();
      expect(expected.length).toBeLessThan(all.length);
      await search.fill(term);
      await expect.poll(async () => (await cardNames(page).allInnerTexts()).sort()).toEqual(expected);

      const two = word.slice(0, 2).toLowerCase();
      const expectedTwo = all
        .filter((b) => b.businessName.toLowerCase().includes(two))
        .map((b) => b.businessName)
        .sort();
      await search.fill(two);
      await expect.poll(async () => (await cardNames(page).allInnerTexts()).sort()).toEqual(expectedTwo);

      // Business name only: a location that is in no business name finds nothing.
      const location = all
        .map((b) => b.location)
        .find((l) => l.length >= 4 && !all.some((b) => b.businessName.toLowerCase().includes(l.toLowerCase())));
      expect(location, 'a location that is not part of any business name').toBeTruthy();
      await search.fill(location!);
      await expect(page.getByText('No branch available!', { exact: true })).toBeVisible();
      await expect(cardNames(page)).toHaveCount(0);

      await search.fill('zqxzqx');
      await expect(page.getByText('No branch available!', { exact: true })).toBeVisible();

      // Clearing the search shows the list again.
      await search.fill('');
      await expect(page.getByText('No branch available!')).toHaveCount(0);
      expect(await cardNames(page).allInnerTexts()).toEqual(initial);
    },
  );
});

test.describe('/branches/{branchUrl}', () => {
  test('shows name, location, rating, Book and Reviews anchors, services by category and the reviews', async ({
    page,
    request,
  }) => {
    const [top] = await topBranches(request);
    const branch = await branchByUrl(request, top!.branchUrl);
    await page.goto(`/branches/${branch.branchUrl}`);

    await expect(page.getByRole('heading', { level: 1, name: branch.businessName })).toBeVisible();
    await expect(main(page).getByText(`${branch.location}, ${branch.city}`).first()).toBeVisible();
    const head = page.locator('h1').locator('..');
    if (branch.totalRatings === 0) {
      await expect(head.getByText('New', { exact: true })).toBeVisible();
    } else {
      await expect(head.getByText('New', { exact: true })).toHaveCount(0);
      await expect(head.getByRole('img', { name: /out of 5 stars/ })).toBeVisible();
      await expect(head).toContainText(`${branch.totalRatings} reviews`);
    }

    const book = page.getByRole('link', { name: 'Book', exact: true });
    const reviewsLink = page.getByRole('link', { name: 'Reviews', exact: true });
    await expect(book).toHaveAttribute('href', '#book');
    await expect(reviewsLink).toHaveAttribute('href', '#reviews');
    await expect(page.locator('#book')).toHaveCount(1);
    await expect(page.locator('#reviews')).toHaveCount(1);
    await reviewsLink.click();
    await expect(page).toHaveURL(/#reviews$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeInViewport();
    await book.click();
    await expect(page).toHaveURL(/#book$/);

    const services = page.locator('#book');
    expect(branch.branchServices.length).toBeGreaterThan(0);
    for (const group of branch.branchServices) {
      const section = services.getByRole('region', { name: group.categoryName, exact: true });
      await expect(section.getByRole('heading', { level: 3, name: group.categoryName })).toBeVisible();
      for (const s of group.services) {
        await expect(section.getByText(s.serviceName, { exact: true })).toBeVisible();
        await expect(section.getByRole('button', { name: `Add ${s.serviceName}`, exact: true })).toHaveText('+ Add');
      }
    }

    const reviews = page.getByRole('region', { name: 'Reviews' });
    if (branch.reviews.length === 0) {
      await expect(reviews.getByText('No Reviews!', { exact: true })).toBeVisible();
    } else {
      await expect(reviews.getByText('No Reviews!')).toHaveCount(0);
      // Reviews can share a text; each text appears as often as the branch has it.
      const texts = new Map<string, number>();
      for (const r of branch.reviews) texts.set(r.review, (texts.get(r.review) ?? 0) + 1);
      await expect(reviews.getByRole('listitem')).toHaveCount(branch.reviews.length);
      for (const [text, n] of texts) {
        await expect(reviews.getByText(text, { exact: true })).toHaveCount(n);
        await expect(reviews.getByText(text, { exact: true }).first()).toBeVisible();
      }
    }
  });

  test("'Opening hours' is fetched on the first click and toggles Monday..Sunday", async ({ page, request }) => {
    const [top] = await topBranches(request);
    const branch = await branchByUrl(request, top!.branchUrl);
    let fetches = 0;
    page.on('request', (r) => r.url().includes('/api/BranchAvailability/GetByBranch') && fetches++);
    await page.goto(`/branches/${branch.branchUrl}`);

    const toggle = page.getByRole('button', { name: /^Opening hours/ });
    // The server made the ids of useId with the island's prefix, as its hydration on the client does.
    const prefix = await toggle.locator('xpath=ancestor::astro-island[1]').getAttribute('prefix');
    expect(prefix).toMatch(/^r\d+$/);
    expect(await toggle.getAttribute('aria-controls')).toContain(`_${prefix}R_`);
    await waitForHydration(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const rows = page.getByRole('rowheader');
    await expect(rows).toHaveCount(0);
    expect(fetches, 'nothing is fetched before the click').toBe(0);

    const answer = page.waitForResponse((r) =>
      r.url().includes(`/api/BranchAvailability/GetByBranch?BranchId=${branch.branchId}`),
    );
    await toggle.click();
    expect((await answer).ok()).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    await expect(rows).toHaveText(days);
    for (const t of branch.branchTimings) {
      const row = page.getByRole('row', { name: new RegExp(`^${t.dayOfWeek}`) });
      await expect(row.getByRole('cell')).toHaveText(
        t.isOpened ? `${t.openingTime}:00 – ${t.closingTime}:00` : 'Closed',
      );
    }

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('rowheader', { name: 'Monday' })).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('rowheader', { name: 'Monday' })).toBeVisible();
  });
});

test('/services/ServiceName={name} and /locations/Location={name} list the matching salons', async ({
  page,
  request,
}) => {
  const data = await searchData(request);
  const service = data.services[0]!;
  await page.goto(`/services/ServiceName=${encodeURIComponent(service)}`);
  await expect(page.getByRole('heading', { level: 1, name: service })).toBeVisible();
  await expectListedBranches(
    page,
    (await searchBranches(request, { ServiceName: service })).map((b) => b.businessName),
  );

  const location = data.locations.find((l) => l.includes(' ')) ?? data.locations[0]!;
  await page.goto(`/locations/Location=${encodeURIComponent(location)}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(escapeRegExp(location)) })).toBeVisible();
  await expectListedBranches(
    page,
    (await searchBranches(request, { Location: location })).map((b) => b.businessName),
  );
});

test('/about-us renders', async ({ page }) => {
  const response = await page.goto('/about-us');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});

test("/blogs is headed 'Explore us!' and '+Read more' opens the post", async ({ page, request }) => {
  const posts = await blogs(request);
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore us!' })).toBeVisible();
  const items = main(page).getByRole('listitem');
  await expect(items).toHaveCount(posts.length);
  for (const post of posts) {
    const item = items.filter({ has: page.getByRole('heading', { name: post.title, exact: true }) });
    await expect(item).toHaveCount(1);
    await expect(item.locator('time')).toHaveCount(1);
    const more = item.getByRole('link', { name: `Read more: ${post.title}` });
    await expect(more).toHaveText('+Read more');
    await expect(more).toHaveAttribute('href', `/blogs/${post.url}`);
    // The excerpt: the first 300 characters of the description, as text.
    const text = post.description
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    await expect(item).toContainText(text.slice(0, 60));
    await expect(item).not.toContainText(text.slice(320, 400) || '\u0000never');
  }
  const post = posts[0]!;
  await items
    .filter({ hasText: post.title })
    .getByRole('link', { name: `Read more: ${post.title}` })
    .click();
  await expect(page).toHaveURL(`/blogs/${post.url}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
});

test.describe('/blogs/{url}', () => {
  test('title, <title>, meta description and keywords come from the SEO fields', async ({ page, request }) => {
    const post = (await blogs(request)).find((b) => b.seoTitle && b.seoDescription && b.seoKeywords)!;
    expect(post).toBeTruthy();
    await page.goto(`/blogs/${post.url}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(post.seoTitle!)}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.seoDescription!);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', post.seoKeywords!);
  });

  test('a post without SEO fields gets the default salon-themed title and description', async ({ page, request }) => {
    const all = await blogs(request);
    const post = all.find((b) => b.seoTitle === null && b.seoDescription === null)!;
    expect(post, 'the demo data has one post whose SEO fields are null').toBeTruthy();
    await page.goto(`/blogs/${post.url}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

    const title = (await page.title()).replace(/\s*\|\s*Salonbook$/, '');
    expect(title, 'a title is set').not.toBe('');
    // Spec section 2: "a default salon-themed title and description when absent" - a default, not the post's own title.
    expect(title, `<title> "${title}" should be the default, not the post title`).not.toBe(post.title);
    expect(title, `<title> "${title}" should be salon-themed`).toMatch(/salon/i);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, 'a default meta description').toMatch(/salon/i);
    for (const other of all.filter((b) => b.seoDescription)) expect(description).not.toBe(other.seoDescription);
  });
});

test("/faq shows 'Frequently Asked Questions' and every subject as a heading", async ({ page, request }) => {
  const groups = await apiGet<{ subjectName: string; faqs: { question: string }[] }[]>(request, 'FAQ/GetBySubject');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  expect(groups.length).toBeGreaterThan(0);
  for (const g of groups) {
    await expect(page.getByRole('heading', { name: g.subjectName, exact: true })).toBeVisible();
    for (const f of g.faqs) await expect(main(page).getByText(f.question, { exact: true })).toBeVisible();
  }
});

test("/contactus shows 'Contact Us' and a mailto link", async ({ page }) => {
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const mail = main(page).locator('a[href^="mailto:"]').first();
  await expect(mail).toBeVisible();
  await expect(mail).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
});

test('/partner-fees shows one card per plan with its name, a $ price and its features', async ({ page, request }) => {
  const plans = await apiGet<{ subscriptionTypeId: string; subscriptionName: string; usdPrice: number }[]>(
    request,
    'SubscriptionType/GetByStatus',
  );
  const features = await apiGet<{ subscriptionTypeId: string; subscriptionText: string }[]>(
    request,
    'SubscriptionData/Get',
  );
  await page.goto('/partner-fees');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Fees' })).toBeVisible();
  const cards = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(plans.length);
  for (const plan of plans) {
    const card = cards.filter({
      has: page.getByRole('heading', { level: 2, name: plan.subscriptionName, exact: true }),
    });
    await expect(card).toHaveCount(1);
    const price = plan.usdPrice.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await expect(card).toContainText(price);
    expect(price).toMatch(/^\$/);
    const own = features.filter((f) => f.subscriptionTypeId === plan.subscriptionTypeId);
    expect(own.length, `${plan.subscriptionName} has features`).toBeGreaterThan(0);
    for (const f of own) await expect(card.getByText(f.subscriptionText, { exact: true })).toBeVisible();
  }
});

test("an unknown URL answers 404 with 'Not Found' and 'Could not find page.'", async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('Could not find page.', { exact: true })).toBeVisible();
});

test.describe('nav bar', () => {
  test('links Home, Salons, Blogs, Partner Fees; Login and Signup without a token', async ({ page }) => {
    await page.goto('/blogs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links: [string, string][] = [
      ['Home', '/'],
      ['Salons', '/branches'],
      ['Blogs', '/blogs'],
      ['Partner Fees', '/partner-fees'],
    ];
    for (const [name, href] of links)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Signup', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Account' })).toBeHidden();

    await nav.getByRole('link', { name: 'Salons', exact: true }).click();
    await expect(page).toHaveURL('/branches');
    await nav.getByRole('link', { name: 'Partner Fees', exact: true }).click();
    await expect(page).toHaveURL('/partner-fees');
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  for (const [role, href] of [
    ['Customer', '/customer-account?user=profile'],
    ['Business', '/business-account?user=business-details'],
  ] as const) {
    test(`with a stored token, My Account links to ${href} for role ${role}`, async ({ page }) => {
      await page.addInitScript((r) => {
        window.localStorage.setItem('token', 'e2e-token');
        window.localStorage.setItem('role', r);
      }, role);
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const account = nav.getByRole('link', { name: 'My Account' });
      await expect(account).toBeVisible();
      await expect(account).toHaveAttribute('href', href);
      await expect(nav.getByRole('button', { name: 'Login', exact: true })).toBeHidden();
      await expect(nav.getByRole('link', { name: 'Signup', exact: true })).toBeHidden();
    });
  }
});

test("footer shows '© 2023' and the company and legal links, all of which open", async ({ page, request }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/© 2023/)).toBeVisible();
  const links: [string, string][] = [
    ['About Us', '/about-us'],
    ['FAQ', '/faq'],
    ['Contact', '/contactus'],
    ['Partner Terms', '/partner-terms'],
    ['Terms of use', '/terms-of-use'],
    ['Privacy Policy', '/privacy-policy'],
  ];
  for (const [name, href] of links) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    const res = await request.get(href);
    expect(res.status(), `${href} answers`).toBe(200);
  }
  await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('private pages say noindex where crawlers can read it: robots.txt lets them fetch those pages', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: ');
  // A crawler kept off a page by robots.txt never reads its noindex, and may list the address from links anyway.
  const disallowed = robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow:'))
    .map((line) => line.slice('Disallow:'.length).trim())
    .filter(Boolean);
  for (const path of ['/customer-account', '/business-account', '/auth', '/appointments/any-branch']) {
    expect(
      disallowed.filter((rule) => path.startsWith(rule)),
      `robots.txt rules over ${path}`,
    ).toEqual([]);
    // As a crawler reads it: the page as served (the booking page's script leaves an empty cart for the salon).
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
  }
});
