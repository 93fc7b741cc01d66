/**
 * The one API client. In the browser it calls `/api` on the same origin; at build time it calls API_URL.
 * Answers are unwrapped from the envelope; failures throw ApiError carrying the server's message.
 */
import ky, { HTTPError } from 'ky';
import type {
  BranchDetail, BranchSummary, Blog, CatalogVersion, Category, Employee, FaqGroup, SearchData, SubscriptionData,
  SubscriptionType, Testimonial, Timing,
} from './types.ts';

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const prefixUrl = import.meta.env.SSR ? (process.env.API_URL ?? 'http://127.0.0.1:4321/api') : '/api';
const http = ky.create({ prefixUrl, timeout: 60_000, retry: { limit: 2, methods: ['get'] } });

async function send<T>(method: 'post' | 'put', path: string, options: { form?: Record<string, string>; json?: unknown; searchParams?: Record<string, string> }) {
  const body = options.form ? new URLSearchParams(options.form) : undefined;
  try {
    return await http(path, { method, body, json: options.json, searchParams: options.searchParams }).json<{ message?: string; data?: T } & Record<string, unknown>>();
  } catch (err) {
    throw await toApiError(err);
  }
}

async function get<T>(path: string, searchParams?: Record<string, string>): Promise<T> {
  try {
    const body = await http.get(path, { searchParams }).json<{ data: T }>();
    return body.data;
  } catch (err) {
    throw await toApiError(err);
  }
}

/** The server's message when it sent one, otherwise a plain sentence. */
export async function toApiError(err: unknown): Promise<ApiError> {
  if (err instanceof HTTPError) {
    const body = (await err.response.json().catch(() => undefined)) as { message?: string } | undefined;
    return new ApiError(err.response.status, body?.message ?? `Request failed (${err.response.status}).`);
  }
  return new ApiError(0, 'Could not reach the server. Check your connection and try again.');
}

export const api = {
  topBranches: () => get<BranchSummary[]>('Branch/GetTopActiveBranches'),
  activeBranches: () => get<BranchSummary[]>('Branch/GetActiveBranches'),
  searchBranches: (q: { CategoryURL?: string; ServiceName?: string; Location?: string; BusinessName?: string }) =>
    get<BranchSummary[]>('Branch/SearchBranches', Object.fromEntries(Object.entries(q).filter(([, v]) => v)) as Record<string, string>),
  branchByUrl: (url: string) => get<BranchDetail>(`Branch/GetByURL/${encodeURIComponent(url)}`),
  searchData: () => get<SearchData>('Branch/SearchData'),
  timings: (branchId: string) => get<Timing[]>('BranchAvailability/GetByBranch', { BranchId: branchId }),
  categories: () => get<Category[]>('Category/GetByStatus'),
  testimonials: () => get<Testimonial[]>('Testimonial/GetHomePage'),
  faqs: () => get<FaqGroup[]>('FAQ/GetBySubject'),
  blogs: () => get<Blog[]>('Blog/Get'),
  plans: () => get<SubscriptionType[]>('SubscriptionType/GetByStatus'),
  planFeatures: () => get<SubscriptionData[]>('SubscriptionData/Get'),
  employees: (branchId: string) => get<Employee[]>('BranchEmployee/GetByBranch', { BranchId: branchId }),
  catalogVersion: () => get<CatalogVersion>('Catalog/Version'),
  login: (username: string, password: string) =>
    send<never>('post', 'Auth/login', { form: { Username: username, Password: password } }) as Promise<{
      message: string; token: string; role: string; userId: string; branchId?: string;
    }>,
  sendResetPassword: (email: string, domainUrl: string) =>
    send<never>('post', 'Users/SendResetPassword', { searchParams: { Email: email, DomainURL: domainUrl }, form: { Email: email, DomainURL: domainUrl } }),
  subscribe: (email: string) => send<null>('post', 'Newsletter/Subscribe', { json: { email } }),
  /** A page of full branch details for the build. */
  branchPage: (after: string | undefined, limit = 500) =>
    get<BranchDetail[]>('Catalog/Branches', { limit: String(limit), ...(after ? { after } : {}) }),
};
