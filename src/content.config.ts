/** Build-time collections: the catalog read from the API in bulk (never one request per page). */
import { defineCollection } from 'astro:content';
import { api } from './lib/api.ts';
import type { BranchDetail } from './lib/types.ts';

const PAGE = 1000;

const branches = defineCollection({
  loader: async () => {
    const all: BranchDetail[] = [];
    for (let after: string | undefined; ;) {
      const page = await api.branchPage(after, PAGE);
      all.push(...page);
      if (page.length < PAGE) break;
      after = page.at(-1)!.branchUrl;
    }
    return all.map((b) => ({ ...b, id: b.branchUrl }));
  },
});

const categories = defineCollection({
  loader: async () => (await api.categories()).map((c) => ({ ...c, id: c.categoryurl })),
});

const blogs = defineCollection({
  loader: async () => (await api.blogs()).map((b) => ({ ...b, id: b.url })),
});

export const collections = { branches, categories, blogs };
