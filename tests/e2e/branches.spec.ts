/**
 * A business with branches (issue 28): the owner opens a second branch as a copy of the first, and within seconds it
 * has its public page, with the first branch's services; each branch's page links the other ("Also at"). On the
 * desktop and on a 360 px phone, axe-clean. The salon is the test's own (salon.ts); the new branch is in the same
 * demo place, so the shared lists of places stay as they are.
 */
import { expect, test } from '@playwright/test';
import { ownSalon, publicPageOf } from './salon.ts';
import { expectNoSidewaysScroll, expectNoViolations } from './session.ts';

test('an owner opens a second branch: live with the copied services, each page links the other @phone', async ({
  page,
  request,
}) => {
  const salon = await ownSalon(request, { who: 'branches' });
  await publicPageOf(request, salon);

  const opened = Date.now();
  const res = await request.post('/api/Branch/Insert', {
    headers: { Authorization: `Bearer ${salon.owner.token}` },
    data: {
      branchName: 'Yaba Annex',
      address: '40 Commercial Avenue',
      location: 'Yaba',
      city: 'Lagos',
      phoneNumber: '0803 777 8888',
      copyFrom: salon.branchId,
    },
  });
  expect(res.ok(), `Branch/Insert answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  const { data: branchId } = (await res.json()) as { data: string };
  const annex = await request.get(`/api/Branch/GetById/${branchId}`).then(async (r) => (await r.json()).data);
  await publicPageOf(request, { ...salon, branchId, branch: annex });
  test.info().annotations.push({ type: 'live after', description: `${Date.now() - opened} ms` });

  await page.goto(`/branches/${annex.branchUrl}`);
  const about = page.getByRole('region', { name: 'About' });
  // Stored in E.164, shown grouped.
  await expect(about.getByRole('link', { name: '+234 803 777 8888' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${salon.services[0]!.serviceName}` })).toBeVisible();
  await expectNoViolations(page, 'the new branch page');
  await expectNoSidewaysScroll(page, 'the new branch page');

  // "Also at" goes to the first branch, whose page (live again) names the annex.
  await about.getByRole('link', { name: 'Yaba, Lagos' }).click();
  await expect(page).toHaveURL(new RegExp(`/branches/${salon.branch.branchUrl}$`));
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('region', { name: 'About' }).getByRole('link', { name: 'Yaba Annex' }).count();
      },
      { message: 'the first branch page links the annex', timeout: 60_000, intervals: [1000] },
    )
    .toBe(1);
  await expectNoViolations(page, 'the first branch page with its "Also at"');
});
