/** Shapes of the hand-written demo catalog (server/seed/demo-content.ts). The seed turns these into rows. */

export interface CategoryContent {
  /** URL slug, e.g. "hair-styling". */
  categoryUrl: string;
  categoryName: string;
  /** Path under /public, e.g. "/images/categories/hair-styling.webp". */
  imageSrc: string;
  description: string;
  /** Services a salon of this category offers; the seed picks several per branch. */
  services: ServiceTemplate[];
}

export interface ServiceTemplate {
  serviceName: string;
  description: string;
  /** Naira, whole numbers; the seed picks a price between min and max on a ₦500 step. */
  minPrice: number;
  maxPrice: number;
  /** Total minutes, at least 15. */
  durationMinutes: number;
}

export interface SalonContent {
  businessName: string;
  /** Category slugs this salon offers, 2 to 5 of them; the first is its speciality. */
  categoryUrls: string[];
  /** Neighbourhood / area, e.g. "Lekki Phase 1". */
  location: string;
  city: string;
  /** Nigerian state, e.g. "Lagos". */
  state: string;
  address: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  about: string;
  landline: string;
  mobileNo: string;
  /** ISO weekday 1 (Mon) .. 7 (Sun) -> [openingHour, closingHour], or null when closed that day. */
  hours: Record<1 | 2 | 3 | 4 | 5 | 6 | 7, [number, number] | null>;
}

export interface BlogContent {
  url: string;
  title: string;
  /** Real HTML: paragraphs, h2/h3, lists, links, emphasis. 400+ words. */
  description: string;
  authorName: string;
  authorImageSrc: string;
  imageSrc: string;
  /** ISO date, e.g. "2026-03-14". */
  createdDate: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
}

export interface FaqContent {
  subjectName: string;
  question: string;
  answer: string;
}

export interface PlanContent {
  subscriptionName: string;
  usdPrice: number;
  periodDays: number;
  features: string[];
}

export interface DemoContent {
  businessTypes: string[];
  categories: CategoryContent[];
  salons: SalonContent[];
  blogs: BlogContent[];
  faqs: FaqContent[];
  plans: PlanContent[];
  /** Nigerian first and last names for customers and employees. */
  firstNames: string[];
  lastNames: string[];
  /** Review texts by star rating; the seed attaches them to completed past appointments. */
  reviewTexts: Record<1 | 2 | 3 | 4 | 5, string[]>;
}
