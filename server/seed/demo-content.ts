/**
 * Hand-written demo catalog for the Nigerian salon marketplace: business types, service categories with
 * naira price ranges, salon branches across Nigerian cities, blog posts, FAQs, subscription plans, names and
 * review texts. The seed (see content-types.ts) turns these into rows.
 */
import type { DemoContent } from './content-types.ts';

export const demoContent: DemoContent = {
  businessTypes: ['Hair Salon', 'Barbershop', 'Beauty Spa', 'Nail Studio', 'Makeup Studio', 'Unisex Salon'],

  categories: [
    {
      categoryUrl: 'hair-styling',
      categoryName: 'Hair Styling',
      imageSrc: '/images/categories/hair-styling.webp',
      description:
        'Washes, silk presses, wig installs, colour and occasion styles from stylists who know every hair type.',
      services: [
        {
          serviceName: 'Wash & Blow-dry',
          description: 'Shampoo, conditioner and a smooth blow-dry finished with a light serum.',
          minPrice: 5000,
          maxPrice: 12000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Silk Press',
          description: 'Deep cleanse, heat protectant and a flat-iron press for swingy, shiny straight hair.',
          minPrice: 10000,
          maxPrice: 25000,
          durationMinutes: 120,
        },
        {
          serviceName: 'Relaxer Retouch & Style',
          description: 'New-growth relaxer with a protein treatment and a wrap or curl set.',
          minPrice: 8000,
          maxPrice: 20000,
          durationMinutes: 120,
        },
        {
          serviceName: 'Frontal Wig Installation',
          description: 'Lace frontal install with bleached knots, customised hairline and styling.',
          minPrice: 15000,
          maxPrice: 40000,
          durationMinutes: 120,
        },
        {
          serviceName: 'Closure Wig Installation',
          description: 'Closure unit fitted, glued or sewn, plucked and styled to sit naturally.',
          minPrice: 10000,
          maxPrice: 25000,
          durationMinutes: 90,
        },
        {
          serviceName: 'Full Head Colour',
          description: 'Single-process colour with a bond-protecting treatment and blow-dry.',
          minPrice: 15000,
          maxPrice: 45000,
          durationMinutes: 150,
        },
        {
          serviceName: 'Updo or Occasion Style',
          description: 'Pin-ups, buns and finger waves for owambe, dinners and photoshoots.',
          minPrice: 8000,
          maxPrice: 25000,
          durationMinutes: 75,
        },
      ],
    },
    {
      categoryUrl: 'braids-weaves',
      categoryName: 'Braids & Weaves',
      imageSrc: '/images/categories/braids-weaves.webp',
      description: 'Knotless braids, cornrows, twists, faux locs and sew-ins done neatly and kind to your edges.',
      services: [
        {
          serviceName: 'Knotless Braids (Mid-back, Medium)',
          description: 'Feed-in knotless braids with no tension at the root; extensions included.',
          minPrice: 15000,
          maxPrice: 45000,
          durationMinutes: 300,
        },
        {
          serviceName: 'Box Braids (Medium)',
          description: 'Classic medium box braids, dipped ends, with extensions included.',
          minPrice: 12000,
          maxPrice: 35000,
          durationMinutes: 270,
        },
        {
          serviceName: 'Straight-back Cornrows',
          description: 'Neat all-back cornrows, with or without added extensions.',
          minPrice: 3000,
          maxPrice: 10000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Ghana Weaving (Stitch Braids)',
          description: 'Stitch or feed-in Ghana weaving in straight-back or custom patterns.',
          minPrice: 6000,
          maxPrice: 20000,
          durationMinutes: 120,
        },
        {
          serviceName: 'Passion Twists',
          description: 'Light, bohemian twists using passion twist hair, shoulder to mid-back length.',
          minPrice: 15000,
          maxPrice: 35000,
          durationMinutes: 210,
        },
        {
          serviceName: 'Sew-in Weave',
          description: 'Braided base with a leave-out or closure sew-in, cut and styled.',
          minPrice: 10000,
          maxPrice: 30000,
          durationMinutes: 150,
        },
        {
          serviceName: 'Faux Locs',
          description: 'Wrapped or crochet faux locs, finished with a light mousse.',
          minPrice: 20000,
          maxPrice: 50000,
          durationMinutes: 330,
        },
        {
          serviceName: 'Braid Takedown & Wash',
          description: 'Gentle removal of old braids, detangle, shampoo and deep condition.',
          minPrice: 4000,
          maxPrice: 10000,
          durationMinutes: 90,
        },
      ],
    },
    {
      categoryUrl: 'natural-hair',
      categoryName: 'Natural Hair Care',
      imageSrc: '/images/categories/natural-hair.webp',
      description: 'Wash days, treatments, twist-outs, African threading and locs for healthy, growing natural hair.',
      services: [
        {
          serviceName: 'Wash Day (Detangle & Deep Condition)',
          description: 'Pre-poo, sulphate-free wash, finger detangling and a deep conditioner under the steamer.',
          minPrice: 7000,
          maxPrice: 18000,
          durationMinutes: 120,
        },
        {
          serviceName: 'Twist-out or Braid-out Set',
          description: 'Wash, set in twists or braids and unravel for defined, fluffy curls.',
          minPrice: 8000,
          maxPrice: 20000,
          durationMinutes: 120,
        },
        {
          serviceName: 'Steam Treatment',
          description: 'Moisture treatment under a hair steamer to soften dry, thirsty strands.',
          minPrice: 5000,
          maxPrice: 12000,
          durationMinutes: 45,
        },
        {
          serviceName: 'Protein Treatment',
          description: 'Strengthening treatment for breakage, followed by a moisturising rinse.',
          minPrice: 6000,
          maxPrice: 15000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Scalp Detox & Massage',
          description: 'Clarifying scalp scrub and a relaxing massage with a light oil.',
          minPrice: 6000,
          maxPrice: 15000,
          durationMinutes: 45,
        },
        {
          serviceName: 'Natural Hair Trim',
          description: 'Dusting or shape trim on stretched hair to remove split ends.',
          minPrice: 4000,
          maxPrice: 10000,
          durationMinutes: 45,
        },
        {
          serviceName: 'African Threading (Irun Kiko)',
          description: 'Traditional thread-wrapped styles that stretch and protect natural hair without heat.',
          minPrice: 4000,
          maxPrice: 12000,
          durationMinutes: 90,
        },
        {
          serviceName: 'Starter Locs',
          description: 'Comb coils, two-strand twists or interlocked starter locs with aftercare guidance.',
          minPrice: 25000,
          maxPrice: 60000,
          durationMinutes: 240,
        },
      ],
    },
    {
      categoryUrl: 'barbering',
      categoryName: 'Barbering',
      imageSrc: '/images/categories/barbering.webp',
      description: 'Clean cuts, skin fades, beard shaping and hot towel shaves from barbers who take their time.',
      services: [
        {
          serviceName: "Men's Haircut",
          description: 'Clipper and scissor cut of your choice, finished with a line-up.',
          minPrice: 2500,
          maxPrice: 8000,
          durationMinutes: 45,
        },
        {
          serviceName: 'Skin Fade',
          description: 'Bald or low skin fade blended to the top, with a sharp shape-up.',
          minPrice: 3500,
          maxPrice: 10000,
          durationMinutes: 45,
        },
        {
          serviceName: 'Haircut & Beard Trim',
          description: 'Full haircut plus beard shaping, edged with a razor.',
          minPrice: 4000,
          maxPrice: 12000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Low Cut & Hair Dye',
          description: 'Low cut with black or coloured dye to refresh or cover greys.',
          minPrice: 5000,
          maxPrice: 12000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Shape-up',
          description: 'Quick hairline and beard line-up between full cuts.',
          minPrice: 1500,
          maxPrice: 4000,
          durationMinutes: 15,
        },
        {
          serviceName: 'Hot Towel Shave',
          description: 'Hot towels, pre-shave oil and a close razor shave with a cooling balm.',
          minPrice: 3000,
          maxPrice: 8000,
          durationMinutes: 30,
        },
        {
          serviceName: 'Beard Sculpt & Dye',
          description: 'Beard shaping with a semi-permanent dye for an even, fuller look.',
          minPrice: 3000,
          maxPrice: 8000,
          durationMinutes: 30,
        },
      ],
    },
    {
      categoryUrl: 'mens-grooming',
      categoryName: "Men's Grooming",
      imageSrc: '/images/categories/mens-grooming.webp',
      description: 'Facials, beard care, manicures and loc maintenance for men who like to look put together.',
      services: [
        {
          serviceName: "Men's Deep Cleansing Facial",
          description: 'Cleanse, exfoliate, extractions and a mattifying mask for oily, heat-stressed skin.',
          minPrice: 10000,
          maxPrice: 25000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Beard Treatment & Oil Therapy',
          description: 'Beard wash, steam, conditioning and a nourishing oil massage.',
          minPrice: 4000,
          maxPrice: 10000,
          durationMinutes: 30,
        },
        {
          serviceName: "Men's Manicure & Pedicure",
          description: 'Nail shaping, cuticle care, callus removal and a buffed, no-polish finish.',
          minPrice: 6000,
          maxPrice: 15000,
          durationMinutes: 75,
        },
        {
          serviceName: 'Dreadlock Retwist',
          description: 'Root retwist with a light gel, palm rolling and a simple style.',
          minPrice: 8000,
          maxPrice: 25000,
          durationMinutes: 120,
        },
        {
          serviceName: 'Chest or Back Wax',
          description: 'Hot wax hair removal with a soothing after-wax lotion.',
          minPrice: 8000,
          maxPrice: 20000,
          durationMinutes: 45,
        },
        {
          serviceName: 'Razor Bump Treatment',
          description: 'Exfoliating treatment and ingrown hair care for a smoother beard area.',
          minPrice: 6000,
          maxPrice: 15000,
          durationMinutes: 45,
        },
        {
          serviceName: 'Full Grooming Package',
          description: 'Haircut, hot towel shave or beard trim, facial and a quick manicure.',
          minPrice: 15000,
          maxPrice: 35000,
          durationMinutes: 120,
        },
      ],
    },
    {
      categoryUrl: 'nails',
      categoryName: 'Nails',
      imageSrc: '/images/categories/nails.webp',
      description: 'Manicures, pedicures, gel, acrylics and nail art with properly sterilised tools.',
      services: [
        {
          serviceName: 'Classic Manicure',
          description: 'Soak, shape, cuticle care, hand massage and regular polish.',
          minPrice: 3500,
          maxPrice: 8000,
          durationMinutes: 45,
        },
        {
          serviceName: 'Gel Manicure',
          description: 'Gel polish cured under LED for two to three weeks of chip-free shine.',
          minPrice: 6000,
          maxPrice: 15000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Acrylic Full Set',
          description: 'Acrylic extensions in your chosen length and shape, with gel or regular colour.',
          minPrice: 10000,
          maxPrice: 25000,
          durationMinutes: 120,
        },
        {
          serviceName: 'Soft Gel Extensions (Gel-X)',
          description: 'Lightweight soft gel tips bonded to the natural nail, finished with gel colour.',
          minPrice: 12000,
          maxPrice: 28000,
          durationMinutes: 120,
        },
        {
          serviceName: 'Acrylic Infill',
          description: 'Rebalance and fill grown-out acrylics, with a fresh colour.',
          minPrice: 7000,
          maxPrice: 15000,
          durationMinutes: 75,
        },
        {
          serviceName: 'Classic Pedicure',
          description: 'Foot soak, nail shaping, callus scrub and polish.',
          minPrice: 5000,
          maxPrice: 12000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Spa Pedicure',
          description: 'Pedicure with a sugar scrub, mask, hot towel wrap and a long foot massage.',
          minPrice: 8000,
          maxPrice: 20000,
          durationMinutes: 75,
        },
        {
          serviceName: 'Nail Art (Full Set)',
          description: 'Hand-painted designs, chrome, French tips or stones on all ten nails.',
          minPrice: 3000,
          maxPrice: 10000,
          durationMinutes: 30,
        },
      ],
    },
    {
      categoryUrl: 'makeup',
      categoryName: 'Makeup',
      imageSrc: '/images/categories/makeup.webp',
      description: 'Soft glam, full glam, gele and photoshoot makeup by artists who match every shade of melanin.',
      services: [
        {
          serviceName: 'Soft Glam Makeup',
          description: 'Skin-first glam with soft contour, neutral eyes and lashes.',
          minPrice: 15000,
          maxPrice: 40000,
          durationMinutes: 75,
        },
        {
          serviceName: 'Full Glam Makeup',
          description: 'Full coverage, sculpted face, dramatic eyes and lashes that last all night.',
          minPrice: 20000,
          maxPrice: 60000,
          durationMinutes: 90,
        },
        {
          serviceName: 'Natural Everyday Look',
          description: 'Light, breathable base with brows, mascara and a tinted lip.',
          minPrice: 10000,
          maxPrice: 25000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Photoshoot Makeup',
          description: 'Camera-ready makeup that photographs well under flash and studio light.',
          minPrice: 20000,
          maxPrice: 50000,
          durationMinutes: 90,
        },
        {
          serviceName: 'Gele Tying',
          description: 'Structured gele tied to suit your face and outfit, aso-oke or damask.',
          minPrice: 5000,
          maxPrice: 15000,
          durationMinutes: 30,
        },
        {
          serviceName: 'Strip Lash Application',
          description: 'Strip lashes trimmed and applied to fit your eye shape.',
          minPrice: 2000,
          maxPrice: 5000,
          durationMinutes: 15,
        },
        {
          serviceName: 'One-on-One Makeup Class',
          description: 'A three-hour personal lesson using your own kit, with a product list to take home.',
          minPrice: 30000,
          maxPrice: 80000,
          durationMinutes: 180,
        },
      ],
    },
    {
      categoryUrl: 'skin-care',
      categoryName: 'Skin Care & Facials',
      imageSrc: '/images/categories/skin-care.webp',
      description: 'Facials and targeted treatments for acne, dark spots and dull skin, suited to melanin-rich skin.',
      services: [
        {
          serviceName: 'Express Facial',
          description: 'Cleanse, exfoliate, mask and moisturise; a quick lunchtime glow.',
          minPrice: 10000,
          maxPrice: 20000,
          durationMinutes: 45,
        },
        {
          serviceName: 'Deep Cleansing Facial',
          description: 'Steam, extractions and a purifying mask for congested skin.',
          minPrice: 15000,
          maxPrice: 35000,
          durationMinutes: 75,
        },
        {
          serviceName: 'HydraFacial',
          description: 'Vortex cleansing, extraction and hydrating serums with no downtime.',
          minPrice: 35000,
          maxPrice: 80000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Chemical Peel',
          description: 'Gentle peel chosen for darker skin tones to fade marks and brighten.',
          minPrice: 25000,
          maxPrice: 70000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Acne Treatment Facial',
          description: 'Calming, antibacterial facial with extractions and LED light therapy.',
          minPrice: 20000,
          maxPrice: 45000,
          durationMinutes: 75,
        },
        {
          serviceName: 'Hyperpigmentation Treatment',
          description: 'Targeted treatment for dark spots and uneven tone, with a home-care plan.',
          minPrice: 25000,
          maxPrice: 60000,
          durationMinutes: 75,
        },
        {
          serviceName: 'Microdermabrasion',
          description: 'Mechanical exfoliation to smooth texture and refine pores.',
          minPrice: 20000,
          maxPrice: 50000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Dermaplaning',
          description: 'Removes peach fuzz and dead skin for a smooth base and better makeup wear.',
          minPrice: 15000,
          maxPrice: 35000,
          durationMinutes: 45,
        },
      ],
    },
    {
      categoryUrl: 'massage-spa',
      categoryName: 'Massage & Spa',
      imageSrc: '/images/categories/massage-spa.webp',
      description: 'Swedish, deep tissue and hot stone massages, body scrubs and spa rituals to unwind from the city.',
      services: [
        {
          serviceName: 'Swedish Massage (60 min)',
          description: 'Full-body relaxing massage with long, flowing strokes.',
          minPrice: 15000,
          maxPrice: 35000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Deep Tissue Massage (60 min)',
          description: 'Firm pressure on the back, neck and shoulders to release knots.',
          minPrice: 20000,
          maxPrice: 45000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Hot Stone Massage',
          description: 'Warm basalt stones and massage to ease deep muscle tension.',
          minPrice: 25000,
          maxPrice: 55000,
          durationMinutes: 90,
        },
        {
          serviceName: 'Aromatherapy Massage',
          description: 'Gentle massage with a blend of essential oils chosen for you.',
          minPrice: 18000,
          maxPrice: 40000,
          durationMinutes: 75,
        },
        {
          serviceName: 'Couples Massage',
          description: 'Side-by-side Swedish massage for two in a private room; price is for both.',
          minPrice: 40000,
          maxPrice: 90000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Body Scrub & Polish',
          description: 'Full-body exfoliation with shea butter and a hydrating body wrap.',
          minPrice: 15000,
          maxPrice: 35000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Foot Reflexology',
          description: 'Pressure-point foot massage, perfect after a long day on your feet.',
          minPrice: 8000,
          maxPrice: 20000,
          durationMinutes: 45,
        },
        {
          serviceName: 'Moroccan Bath',
          description: 'Steam, black soap, kessa glove scrub and a rhassoul clay wrap.',
          minPrice: 20000,
          maxPrice: 50000,
          durationMinutes: 90,
        },
      ],
    },
    {
      categoryUrl: 'lashes-brows',
      categoryName: 'Lashes & Brows',
      imageSrc: '/images/categories/lashes-brows.webp',
      description: 'Lash extensions, lifts, brow lamination and microblading for a polished face with no makeup.',
      services: [
        {
          serviceName: 'Classic Lash Extensions',
          description: 'One extension per natural lash for a soft, mascara-like look.',
          minPrice: 12000,
          maxPrice: 30000,
          durationMinutes: 120,
        },
        {
          serviceName: 'Hybrid Lash Extensions',
          description: 'A mix of classic and volume fans for texture and fullness.',
          minPrice: 15000,
          maxPrice: 38000,
          durationMinutes: 135,
        },
        {
          serviceName: 'Volume Lash Extensions',
          description: 'Handmade fans for a full, fluffy, dramatic lash line.',
          minPrice: 18000,
          maxPrice: 45000,
          durationMinutes: 150,
        },
        {
          serviceName: 'Lash Refill',
          description: 'Fill for extensions within two to three weeks of the full set.',
          minPrice: 8000,
          maxPrice: 20000,
          durationMinutes: 75,
        },
        {
          serviceName: 'Lash Lift & Tint',
          description: 'Lifts and darkens your natural lashes for six to eight weeks.',
          minPrice: 12000,
          maxPrice: 28000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Brow Lamination',
          description: 'Brushed-up, fluffy brows set in place, with shaping and tint.',
          minPrice: 12000,
          maxPrice: 28000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Brow Shape & Tint',
          description: 'Threading or wax shaping with a tint matched to your hair colour.',
          minPrice: 4000,
          maxPrice: 10000,
          durationMinutes: 30,
        },
        {
          serviceName: 'Microblading',
          description: 'Semi-permanent hair-stroke brows, including a consultation and numbing.',
          minPrice: 50000,
          maxPrice: 150000,
          durationMinutes: 150,
        },
      ],
    },
    {
      categoryUrl: 'waxing-threading',
      categoryName: 'Waxing & Threading',
      imageSrc: '/images/categories/waxing-threading.webp',
      description: 'Quick, hygienic hair removal with hard and soft wax or precise threading.',
      services: [
        {
          serviceName: 'Eyebrow Threading',
          description: 'Clean, defined brow shape with cotton thread.',
          minPrice: 1500,
          maxPrice: 4000,
          durationMinutes: 15,
        },
        {
          serviceName: 'Full Face Threading',
          description: 'Brows, upper lip, chin and sides of the face.',
          minPrice: 3500,
          maxPrice: 8000,
          durationMinutes: 30,
        },
        {
          serviceName: 'Underarm Wax',
          description: 'Hard wax for a smooth finish with less irritation.',
          minPrice: 3000,
          maxPrice: 7000,
          durationMinutes: 15,
        },
        {
          serviceName: 'Half Leg Wax',
          description: 'Knee down or knee up, with a soothing after-wax oil.',
          minPrice: 6000,
          maxPrice: 12000,
          durationMinutes: 30,
        },
        {
          serviceName: 'Full Leg Wax',
          description: 'Full legs waxed with soft wax and finished with aloe gel.',
          minPrice: 10000,
          maxPrice: 22000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Full Arm Wax',
          description: 'Shoulder to fingers, with an exfoliating pre-wax cleanse.',
          minPrice: 6000,
          maxPrice: 14000,
          durationMinutes: 30,
        },
        {
          serviceName: 'Brazilian Wax',
          description: 'Hard wax Brazilian in a private room by a trained therapist.',
          minPrice: 10000,
          maxPrice: 25000,
          durationMinutes: 45,
        },
      ],
    },
    {
      categoryUrl: 'bridal',
      categoryName: 'Bridal',
      imageSrc: '/images/categories/bridal.webp',
      description: 'Trials, white wedding and traditional wedding looks, gele and bridal party glam for your big day.',
      services: [
        {
          serviceName: 'Bridal Makeup (White Wedding)',
          description: 'Long-wear bridal glam with lashes, touch-up kit and veil placement.',
          minPrice: 60000,
          maxPrice: 200000,
          durationMinutes: 150,
        },
        {
          serviceName: 'Traditional Wedding Makeup & Gele',
          description: 'Bold, photo-ready traditional look with a structured gele to match your attire.',
          minPrice: 70000,
          maxPrice: 180000,
          durationMinutes: 150,
        },
        {
          serviceName: 'Bridal Makeup Trial',
          description: 'Full trial of your wedding look weeks before the day, with notes and photos.',
          minPrice: 30000,
          maxPrice: 70000,
          durationMinutes: 120,
        },
        {
          serviceName: 'Bridal Hair Styling',
          description: 'Updo, bridal wig styling or sleek ponytail, secured for a long day.',
          minPrice: 30000,
          maxPrice: 100000,
          durationMinutes: 120,
        },
        {
          serviceName: 'Bridesmaid Makeup',
          description: 'Soft glam for each bridesmaid, matched to the bridal party palette.',
          minPrice: 20000,
          maxPrice: 45000,
          durationMinutes: 75,
        },
        {
          serviceName: 'Mother of the Bride Makeup',
          description: 'Elegant, lightweight glam that stays fresh from church to reception.',
          minPrice: 25000,
          maxPrice: 60000,
          durationMinutes: 90,
        },
        {
          serviceName: 'Pre-wedding Glow Facial',
          description: 'Hydrating, brightening facial booked a week before the wedding.',
          minPrice: 25000,
          maxPrice: 60000,
          durationMinutes: 75,
        },
        {
          serviceName: 'Bridal Nail Package',
          description: 'Gel manicure with bridal nail art and a spa pedicure.',
          minPrice: 15000,
          maxPrice: 35000,
          durationMinutes: 120,
        },
      ],
    },
    {
      categoryUrl: 'kids-hair',
      categoryName: "Kids' Hair",
      imageSrc: '/images/categories/kids-hair.webp',
      description: 'Patient, gentle stylists for children: cornrows, braids, threading and first haircuts.',
      services: [
        {
          serviceName: "Kids' Cornrows",
          description: "Simple or patterned cornrows on your child's own hair, with no tight pulling.",
          minPrice: 2000,
          maxPrice: 6000,
          durationMinutes: 60,
        },
        {
          serviceName: "Kids' Knotless Braids",
          description: 'Light, short knotless braids sized for little heads; extensions included.',
          minPrice: 10000,
          maxPrice: 25000,
          durationMinutes: 210,
        },
        {
          serviceName: 'Braids & Beads',
          description: 'Braids or cornrows finished with colourful beads.',
          minPrice: 6000,
          maxPrice: 15000,
          durationMinutes: 150,
        },
        {
          serviceName: "Boys' Haircut",
          description: 'Low cut, taper or fade, with cartoons on while we work.',
          minPrice: 1500,
          maxPrice: 5000,
          durationMinutes: 30,
        },
        {
          serviceName: "Kids' Wash & Detangle",
          description: 'Tear-free wash, conditioner and gentle detangling.',
          minPrice: 3000,
          maxPrice: 8000,
          durationMinutes: 60,
        },
        {
          serviceName: "Kids' Threading (Irun Kiko)",
          description: 'Traditional threading that keeps school hair neat and protected all week.',
          minPrice: 2500,
          maxPrice: 7000,
          durationMinutes: 60,
        },
        {
          serviceName: 'Mini Manicure',
          description: 'Nail trim, shape and a child-safe polish.',
          minPrice: 2500,
          maxPrice: 6000,
          durationMinutes: 30,
        },
      ],
    },
  ],

  salons: [
    // Lagos
    {
      businessName: 'Glow Republic Beauty Lounge',
      categoryUrls: ['makeup', 'skin-care', 'lashes-brows', 'bridal'],
      location: 'Lekki Phase 1',
      city: 'Lagos',
      state: 'Lagos',
      address: '14 Admiralty Way, Lekki Phase 1',
      zipCode: '106104',
      latitude: 6.446712,
      longitude: 3.473521,
      about:
        'Glow Republic is a bright, airy lounge on Admiralty Way where our artists specialise in soft glam that looks like your skin, only better. We carry foundation shades for every complexion, sanitise brushes between clients and always have chilled zobo waiting for you.',
      landline: '01 270 4455',
      mobileNo: '0803 214 7789',
      hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [8, 20], 7: [13, 18] },
    },
    {
      businessName: 'Kinks & Coils Studio',
      categoryUrls: ['natural-hair', 'braids-weaves', 'kids-hair'],
      location: 'Lekki Phase 1',
      city: 'Lagos',
      state: 'Lagos',
      address: '7 Fola Osibo Road, Lekki Phase 1',
      zipCode: '106104',
      latitude: 6.443815,
      longitude: 3.466204,
      about:
        'A natural-hair-only studio: no relaxers, no texturisers, just healthy coils. Every first visit starts with a short consultation on your porosity and routine, and our wash days finish under the steamer with a deep conditioner chosen for your hair.',
      landline: '01 295 3310',
      mobileNo: '0816 402 9931',
      hours: { 1: null, 2: [9, 19], 3: [9, 19], 4: [9, 19], 5: [9, 19], 6: [8, 19], 7: [12, 17] },
    },
    {
      businessName: 'Sharp Cutz Barbershop',
      categoryUrls: ['barbering', 'mens-grooming'],
      location: 'Victoria Island',
      city: 'Lagos',
      state: 'Lagos',
      address: '23 Ajose Adeogun Street, Victoria Island',
      zipCode: '101241',
      latitude: 6.431806,
      longitude: 3.428217,
      about:
        'Sharp Cutz has been keeping Victoria Island professionals fresh since 2016. Clippers are disinfected after every cut, the AC is always on, and on Fridays and Saturdays we stay open until 10pm for after-work fades.',
      landline: '01 461 2390',
      mobileNo: '0806 555 1243',
      hours: { 1: [8, 21], 2: [8, 21], 3: [8, 21], 4: [8, 21], 5: [8, 22], 6: [8, 22], 7: [12, 18] },
    },
    {
      businessName: 'The Polished Room',
      categoryUrls: ['nails', 'waxing-threading', 'lashes-brows'],
      location: 'Victoria Island',
      city: 'Lagos',
      state: 'Lagos',
      address: '12 Adeola Odeku Street, Victoria Island',
      zipCode: '101241',
      latitude: 6.429631,
      longitude: 3.417845,
      about:
        'A calm nail and brow studio a few minutes from the Adeola Odeku offices, popular for lunchtime gel manicures. Metal tools go through an autoclave, files and buffers are single-use, and our lash artists hold international certifications.',
      landline: '01 342 8816',
      mobileNo: '0813 770 2045',
      hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [9, 20], 7: null },
    },
    {
      businessName: 'Adire Nail Bar',
      categoryUrls: ['nails', 'waxing-threading'],
      location: 'Ikoyi',
      city: 'Lagos',
      state: 'Lagos',
      address: '41 Awolowo Road, Ikoyi',
      zipCode: '101233',
      latitude: 6.446213,
      longitude: 3.426804,
      about:
        'Our nail artists take inspiration from adire and ankara prints, so expect indigo swirls, hand-painted motifs and classic French tips done with a steady hand. Book a gel manicure and a spa pedicure together and relax in our massage chairs while they set.',
      landline: '01 279 6034',
      mobileNo: '0703 118 4420',
      hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [9, 20], 7: [12, 18] },
    },
    {
      businessName: 'Serenity Springs Spa',
      categoryUrls: ['massage-spa', 'skin-care', 'waxing-threading'],
      location: 'Ikoyi',
      city: 'Lagos',
      state: 'Lagos',
      address: '8 Bourdillon Road, Ikoyi',
      zipCode: '101233',
      latitude: 6.452984,
      longitude: 3.433512,
      about:
        'Tucked away on Bourdillon Road, Serenity Springs has six private treatment rooms, a steam room and a quiet garden lounge. Our licensed therapists tailor every massage to you, and we are open all day on Sundays for a proper weekend reset.',
      landline: '01 453 9920',
      mobileNo: '0805 302 6617',
      hours: { 1: [9, 21], 2: [9, 21], 3: [9, 21], 4: [9, 21], 5: [9, 21], 6: [9, 21], 7: [10, 20] },
    },
    {
      businessName: 'Crown & Comb Unisex Salon',
      categoryUrls: ['hair-styling', 'barbering', 'braids-weaves', 'kids-hair'],
      location: 'Surulere',
      city: 'Lagos',
      state: 'Lagos',
      address: '56 Adeniran Ogunsanya Street, Surulere',
      zipCode: '101283',
      latitude: 6.492843,
      longitude: 3.356712,
      about:
        'A family salon on Adeniran Ogunsanya where mum can get a silk press, dad a fade and the children their cornrows, all in one visit. We have served Surulere for over ten years and the generator keeps the dryers running whatever NEPA decides.',
      landline: '01 774 2281',
      mobileNo: '0807 619 3358',
      hours: { 1: [8, 20], 2: [8, 20], 3: [8, 20], 4: [8, 20], 5: [8, 20], 6: [8, 20], 7: [13, 18] },
    },
    {
      businessName: 'Yaba Fade Factory',
      categoryUrls: ['barbering', 'mens-grooming'],
      location: 'Yaba',
      city: 'Lagos',
      state: 'Lagos',
      address: '15 Herbert Macaulay Way, Sabo, Yaba',
      zipCode: '101212',
      latitude: 6.507822,
      longitude: 3.377309,
      about:
        'Five chairs, good music and fair prices a short walk from UNILAG and Yabatech. Our barbers are fade specialists who take the time to blend properly, and we stay open until 10pm every weekday for students and tech workers.',
      landline: '01 291 5507',
      mobileNo: '0815 226 8804',
      hours: { 1: [9, 22], 2: [9, 22], 3: [9, 22], 4: [9, 22], 5: [9, 22], 6: [9, 22], 7: [14, 20] },
    },
    {
      businessName: 'Zara Braids & Beauty',
      categoryUrls: ['braids-weaves', 'hair-styling', 'natural-hair'],
      location: 'Ikeja GRA',
      city: 'Lagos',
      state: 'Lagos',
      address: '9 Isaac John Street, Ikeja GRA',
      zipCode: '100271',
      latitude: 6.578614,
      longitude: 3.355118,
      about:
        'Zara is known across Ikeja for neat, lightweight knotless braids that never pull at your edges. We open at 7am so long styles finish by afternoon, and two stylists work on each head for braids over four hours.',
      landline: '01 493 6672',
      mobileNo: '0909 341 5520',
      hours: { 1: [7, 20], 2: [7, 20], 3: [7, 20], 4: [7, 20], 5: [7, 20], 6: [7, 20], 7: [13, 19] },
    },
    {
      businessName: 'Opebi Glam House',
      categoryUrls: ['makeup', 'bridal', 'hair-styling', 'lashes-brows'],
      location: 'Opebi, Ikeja',
      city: 'Lagos',
      state: 'Lagos',
      address: '32 Opebi Road, Ikeja',
      zipCode: '100281',
      latitude: 6.593817,
      longitude: 3.360945,
      about:
        'Opebi Glam House does makeup for owambe, birthdays, graduations and weddings, with gele tying by a specialist who has styled hundreds of brides. Our ring-lit studio is perfect for a quick photo before you head out.',
      landline: '01 280 1149',
      mobileNo: '0706 884 2217',
      hours: { 1: [9, 19], 2: [9, 19], 3: [9, 19], 4: [9, 19], 5: [9, 19], 6: [7, 19], 7: [12, 17] },
    },
    {
      businessName: 'Lagoon Lux Salon & Spa',
      categoryUrls: ['hair-styling', 'nails', 'massage-spa', 'skin-care'],
      location: 'Ajah',
      city: 'Lagos',
      state: 'Lagos',
      address: '18 Addo Road, Ajah',
      zipCode: '101245',
      latitude: 6.471238,
      longitude: 3.577604,
      about:
        'Save yourself the traffic to the Island: Lagoon Lux brings hair, nails and massage together under one roof in Ajah. We have parking for twelve cars, a quiet spa room upstairs and stylists who have trained in Lagos and Accra.',
      landline: '01 631 4478',
      mobileNo: '0817 903 1146',
      hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [9, 20], 7: [13, 18] },
    },
    {
      businessName: 'Gbagada Grooming Co.',
      categoryUrls: ['mens-grooming', 'barbering', 'massage-spa'],
      location: 'Gbagada Phase 2',
      city: 'Lagos',
      state: 'Lagos',
      address: '5 Diya Street, Gbagada Phase 2',
      zipCode: '100234',
      latitude: 6.553621,
      longitude: 3.389514,
      about:
        'A grooming lounge for men who want more than a quick cut: hot towel shaves, facials for heat-stressed skin and a deep tissue massage after a long week. Appointments run on time, so you are in and out without the usual waiting bench.',
      landline: '01 342 0961',
      mobileNo: '0803 650 7718',
      hours: { 1: [9, 21], 2: [9, 21], 3: [9, 21], 4: [9, 21], 5: [9, 21], 6: [9, 21], 7: null },
    },
    {
      businessName: 'Magodo Hair Gallery',
      categoryUrls: ['hair-styling', 'braids-weaves', 'kids-hair', 'nails'],
      location: 'Magodo GRA Phase 2',
      city: 'Lagos',
      state: 'Lagos',
      address: '27 CMD Road, Magodo GRA Phase 2',
      zipCode: '100248',
      latitude: 6.612537,
      longitude: 3.390518,
      about:
        'A spacious, family-friendly salon inside the estate, with a play corner that keeps little ones busy while their braids are done. Our senior stylist Mrs Adeyemi has 18 years of experience with relaxed and natural hair.',
      landline: '01 295 8843',
      mobileNo: '0806 117 4432',
      hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [8, 20], 7: [14, 18] },
    },
    {
      businessName: 'Festac Beauty Hub',
      categoryUrls: ['braids-weaves', 'hair-styling', 'makeup', 'kids-hair'],
      location: 'Festac Town',
      city: 'Lagos',
      state: 'Lagos',
      address: 'House 12, 22 Road, off 2nd Avenue, Festac Town',
      zipCode: '102102',
      latitude: 6.467214,
      longitude: 3.284806,
      about:
        'Festac Beauty Hub is the go-to for Ghana weaving, braids and owambe makeup on the Amuwo Odofin side of Lagos. Prices are clearly listed, extensions are included in braid prices and we will never rush your edges.',
      landline: '01 774 5520',
      mobileNo: '0813 482 6609',
      hours: { 1: [8, 20], 2: [8, 20], 3: [8, 20], 4: [8, 20], 5: [8, 20], 6: [8, 20], 7: [13, 18] },
    },
    {
      businessName: 'Melanin Matters Skin Studio',
      categoryUrls: ['skin-care', 'massage-spa', 'waxing-threading'],
      location: 'Ilupeju',
      city: 'Lagos',
      state: 'Lagos',
      address: '8 Coker Road, Ilupeju',
      zipCode: '100252',
      latitude: 6.554512,
      longitude: 3.357208,
      about:
        'Our aestheticians focus on the concerns darker skin actually has: hyperpigmentation, acne marks and uneven tone. Every treatment starts with a skin analysis, and we will tell you honestly when a product or peel is not right for you.',
      landline: '01 453 2297',
      mobileNo: '0705 219 8836',
      hours: { 1: [10, 19], 2: [10, 19], 3: [10, 19], 4: [10, 19], 5: [10, 19], 6: [9, 19], 7: null },
    },
    {
      businessName: "The Gentlemen's Chair",
      categoryUrls: ['barbering', 'mens-grooming'],
      location: 'Chevron, Lekki',
      city: 'Lagos',
      state: 'Lagos',
      address: '3 Chevron Drive, Lekki',
      zipCode: '106104',
      latitude: 6.439518,
      longitude: 3.529014,
      about:
        'Leather chairs, a small coffee bar and barbers who actually listen to what you want. We are open late on weekdays and all day on Sundays, so a clean cut before church or Monday meetings is always possible.',
      landline: '01 271 6650',
      mobileNo: '0905 663 1178',
      hours: { 1: [8, 22], 2: [8, 22], 3: [8, 22], 4: [8, 22], 5: [8, 22], 6: [8, 22], 7: [10, 20] },
    },

    // Abuja
    {
      businessName: 'Ivory Bridal Atelier',
      categoryUrls: ['bridal', 'makeup', 'hair-styling', 'nails'],
      location: 'Wuse 2',
      city: 'Abuja',
      state: 'FCT',
      address: '10 Aminu Kano Crescent, Wuse 2',
      zipCode: '900288',
      latitude: 9.079715,
      longitude: 7.470412,
      about:
        'Ivory Bridal Atelier plans your look from the first trial to the last touch-up, for white weddings, traditional ceremonies and everything in between. Our private bridal suite fits you and four bridesmaids comfortably.',
      landline: '09 461 2233',
      mobileNo: '0805 774 3021',
      hours: { 1: [9, 19], 2: [9, 19], 3: [9, 19], 4: [9, 19], 5: [9, 19], 6: [7, 19], 7: [12, 17] },
    },
    {
      businessName: 'Cornrow Corner',
      categoryUrls: ['braids-weaves', 'natural-hair', 'kids-hair'],
      location: 'Wuse 2',
      city: 'Abuja',
      state: 'FCT',
      address: '31 Adetokunbo Ademola Crescent, Wuse 2',
      zipCode: '900288',
      latitude: 9.082614,
      longitude: 7.468903,
      about:
        'Cornrow Corner specialises in intricate cornrow patterns, stitch braids and knotless styles that last six weeks with the right care. We use pre-stretched, pre-rinsed braiding hair so your scalp stays itch-free.',
      landline: '09 290 4415',
      mobileNo: '0816 930 2274',
      hours: { 1: [8, 20], 2: [8, 20], 3: [8, 20], 4: [8, 20], 5: [8, 20], 6: [8, 20], 7: [13, 18] },
    },
    {
      businessName: 'Maitama Oasis Spa',
      categoryUrls: ['massage-spa', 'skin-care', 'waxing-threading', 'nails'],
      location: 'Maitama',
      city: 'Abuja',
      state: 'FCT',
      address: '5 Gana Street, Maitama',
      zipCode: '904101',
      latitude: 9.086812,
      longitude: 7.494217,
      about:
        'A full-service day spa in a converted Maitama home, with a couples room, a eucalyptus steam room and a manicure terrace. Our therapists are trained in Swedish, deep tissue and hot stone massage.',
      landline: '09 413 7702',
      mobileNo: '0803 901 5563',
      hours: { 1: [9, 21], 2: [9, 21], 3: [9, 21], 4: [9, 21], 5: [9, 21], 6: [9, 21], 7: [11, 19] },
    },
    {
      businessName: 'Kingsmen Barbershop',
      categoryUrls: ['barbering', 'mens-grooming', 'kids-hair'],
      location: 'Garki Area 11',
      city: 'Abuja',
      state: 'FCT',
      address: '14 Gimbiya Street, Garki Area 11',
      zipCode: '900103',
      latitude: 9.033821,
      longitude: 7.489514,
      about:
        'Kingsmen is a proper neighbourhood barbershop: sharp fades, beard sculpting and patient first haircuts for little boys. Every client gets a fresh neck strip and a sterilised clipper guard.',
      landline: '09 234 8819',
      mobileNo: '0706 225 9147',
      hours: { 1: [8, 21], 2: [8, 21], 3: [8, 21], 4: [8, 21], 5: [8, 21], 6: [8, 21], 7: [13, 19] },
    },
    {
      businessName: 'Haven Hair & Beauty',
      categoryUrls: ['hair-styling', 'braids-weaves', 'nails', 'kids-hair'],
      location: 'Gwarinpa',
      city: 'Abuja',
      state: 'FCT',
      address: '22 3rd Avenue, Gwarinpa',
      zipCode: '900108',
      latitude: 9.104318,
      longitude: 7.405812,
      about:
        'Haven is a warm, busy salon on 3rd Avenue where wig installs, knotless braids and gel nails can all happen in one appointment. Regulars love that we text a reminder the day before and always start on time.',
      landline: '09 291 6634',
      mobileNo: '0807 440 3185',
      hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [8, 20], 7: [14, 18] },
    },
    {
      businessName: 'Lacquer & Lace Nail Lounge',
      categoryUrls: ['nails', 'lashes-brows', 'waxing-threading'],
      location: 'Jabi',
      city: 'Abuja',
      state: 'FCT',
      address: 'Obafemi Awolowo Way, opposite Jabi Lake Mall, Jabi',
      zipCode: '900108',
      latitude: 9.070215,
      longitude: 7.423218,
      about:
        'A pink-and-gold nail lounge with a view of Jabi Lake, known for Gel-X extensions, chrome finishes and wispy lash sets. We are open until 9pm on weekdays so you can come straight from work.',
      landline: '09 460 3378',
      mobileNo: '0813 552 0098',
      hours: { 1: [10, 21], 2: [10, 21], 3: [10, 21], 4: [10, 21], 5: [10, 21], 6: [10, 21], 7: [12, 18] },
    },
    {
      businessName: 'Radiance Skin & Body Clinic',
      categoryUrls: ['skin-care', 'massage-spa', 'lashes-brows'],
      location: 'Asokoro',
      city: 'Abuja',
      state: 'FCT',
      address: '21 Yakubu Gowon Crescent, Asokoro',
      zipCode: '900231',
      latitude: 9.043912,
      longitude: 7.521006,
      about:
        'Radiance is a quiet, clinical-grade skin studio led by a licensed aesthetician, offering peels, HydraFacials and acne programmes. We keep detailed treatment notes, so every visit builds on the last one.',
      landline: '09 314 2250',
      mobileNo: '0809 118 6642',
      hours: { 1: [9, 19], 2: [9, 19], 3: [9, 19], 4: [9, 19], 5: [9, 19], 6: [10, 17], 7: null },
    },
    {
      businessName: 'Mane Attraction Unisex Salon',
      categoryUrls: ['hair-styling', 'barbering', 'nails', 'makeup'],
      location: 'Utako',
      city: 'Abuja',
      state: 'FCT',
      address: '7 Ebitu Ukiwe Street, Utako',
      zipCode: '900108',
      latitude: 9.070512,
      longitude: 7.441206,
      about:
        'Mane Attraction has separate ladies and gents sections, so couples and friends can book together without the wait. From silk presses to skin fades and quick gel manicures, everything is done by a dedicated specialist.',
      landline: '09 870 1154',
      mobileNo: '0905 337 2219',
      hours: { 1: [8, 20], 2: [8, 20], 3: [8, 20], 4: [8, 20], 5: [8, 20], 6: [8, 20], 7: [13, 18] },
    },
    {
      businessName: 'Kubwa Kutz & Kurls',
      categoryUrls: ['barbering', 'braids-weaves', 'kids-hair'],
      location: 'Kubwa',
      city: 'Abuja',
      state: 'FCT',
      address: '48 Gado Nasko Road, Kubwa',
      zipCode: '901101',
      latitude: 9.155217,
      longitude: 7.338104,
      about:
        'An affordable, friendly spot for the whole family on Gado Nasko Road, with barbers on one side and braiders on the other. We open late so school runs and office hours are never a problem.',
      landline: '09 672 3390',
      mobileNo: '0703 908 4417',
      hours: { 1: [8, 21], 2: [8, 21], 3: [8, 21], 4: [8, 21], 5: [8, 21], 6: [8, 21], 7: [14, 19] },
    },

    // Port Harcourt
    {
      businessName: 'Garden City Glam',
      categoryUrls: ['makeup', 'bridal', 'lashes-brows'],
      location: 'GRA Phase 2',
      city: 'Port Harcourt',
      state: 'Rivers',
      address: '12 Tombia Street, GRA Phase 2',
      zipCode: '500272',
      latitude: 4.821514,
      longitude: 7.002108,
      about:
        'Garden City Glam creates long-wear makeup that survives Port Harcourt humidity, from traditional marriage looks to birthday shoots. Our artists use setting techniques tested in the heat, so you leave the party looking like you arrived.',
      landline: '084 463 221',
      mobileNo: '0806 781 2254',
      hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [7, 20], 7: [13, 18] },
    },
    {
      businessName: 'Pearl of the South Spa',
      categoryUrls: ['massage-spa', 'skin-care', 'nails'],
      location: 'GRA Phase 2',
      city: 'Port Harcourt',
      state: 'Rivers',
      address: '18 Evo Road, GRA Phase 2',
      zipCode: '500272',
      latitude: 4.819407,
      longitude: 7.005213,
      about:
        'A calm retreat off Evo Road with soft lighting, herbal teas and therapists who ask about your pressure before they begin. Our signature body scrub uses locally sourced shea butter and palm kernel oil.',
      landline: '084 571 906',
      mobileNo: '0818 204 7736',
      hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [9, 20], 7: [12, 18] },
    },
    {
      businessName: 'Royal Touch Barbers',
      categoryUrls: ['barbering', 'mens-grooming'],
      location: 'Old GRA',
      city: 'Port Harcourt',
      state: 'Rivers',
      address: '5 Forces Avenue, Old GRA',
      zipCode: '500211',
      latitude: 4.781206,
      longitude: 7.008617,
      about:
        'Royal Touch has cut hair in Old GRA for over a decade, and many of our clients now bring their sons. Expect clean line-ups, careful beard work and hot towels that make the whole visit worth it.',
      landline: '084 230 558',
      mobileNo: '0803 447 1902',
      hours: { 1: [8, 21], 2: [8, 21], 3: [8, 21], 4: [8, 21], 5: [8, 21], 6: [8, 21], 7: [13, 19] },
    },
    {
      businessName: 'Tresses by Tamuno',
      categoryUrls: ['hair-styling', 'braids-weaves', 'natural-hair'],
      location: 'Trans Amadi',
      city: 'Port Harcourt',
      state: 'Rivers',
      address: 'Plot 44, Trans Amadi Industrial Layout',
      zipCode: '500101',
      latitude: 4.809514,
      longitude: 7.038012,
      about:
        'Founded by stylist Tamunotonye Briggs, Tresses is where Port Harcourt comes for flawless frontal installs and healthy silk presses. We always use heat protectant and will happily advise on the best wig for your budget.',
      landline: '084 612 337',
      mobileNo: '0813 019 6682',
      hours: { 1: [8, 20], 2: [8, 20], 3: [8, 20], 4: [8, 20], 5: [8, 20], 6: [8, 20], 7: [14, 18] },
    },
    {
      businessName: 'Bloom Beauty Bar',
      categoryUrls: ['nails', 'waxing-threading', 'makeup'],
      location: 'Rumuola',
      city: 'Port Harcourt',
      state: 'Rivers',
      address: '22 Rumuola Road, Rumuola',
      zipCode: '500102',
      latitude: 4.841206,
      longitude: 7.001603,
      about:
        'Bloom is a cheerful beauty bar for quick wins: gel manicures, brow threading and a soft glam before your evening plans. Walk past the Rumuola junction traffic and you will find our tidy, well-lit studio upstairs.',
      landline: '084 797 140',
      mobileNo: '0907 552 3318',
      hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [9, 20], 7: null },
    },
    {
      businessName: 'The Curl Lab',
      categoryUrls: ['natural-hair', 'braids-weaves', 'kids-hair'],
      location: 'Peter Odili Road',
      city: 'Port Harcourt',
      state: 'Rivers',
      address: '61 Peter Odili Road, Trans Amadi',
      zipCode: '500102',
      latitude: 4.807512,
      longitude: 7.056204,
      about:
        'The Curl Lab treats natural hair like the science it is, with porosity tests, protein-moisture balance and gentle detangling. Children are welcome, and we are happy to teach parents an easy wash-day routine for home.',
      landline: '084 465 902',
      mobileNo: '0706 613 4450',
      hours: { 1: [9, 19], 2: [9, 19], 3: [9, 19], 4: [9, 19], 5: [9, 19], 6: [8, 19], 7: null },
    },

    // Ibadan
    {
      businessName: 'Bodija Beauty Loft',
      categoryUrls: ['hair-styling', 'braids-weaves', 'makeup'],
      location: 'Bodija',
      city: 'Ibadan',
      state: 'Oyo',
      address: '10 Awolowo Avenue, Old Bodija',
      zipCode: '200221',
      latitude: 7.429614,
      longitude: 3.911802,
      about:
        'A first-floor loft in Old Bodija with big windows, a steady power supply and stylists who are patient with long braids. Many of our clients are lecturers and students from UI, so we keep our prices fair and our timing reliable.',
      landline: '02 810 4477',
      mobileNo: '0805 662 0913',
      hours: { 1: [8, 19], 2: [8, 19], 3: [8, 19], 4: [8, 19], 5: [8, 19], 6: [8, 19], 7: [14, 18] },
    },
    {
      businessName: 'Ring Road Razor Room',
      categoryUrls: ['barbering', 'mens-grooming'],
      location: 'Ring Road',
      city: 'Ibadan',
      state: 'Oyo',
      address: '45 Ring Road, beside the Challenge roundabout',
      zipCode: '200273',
      latitude: 7.364918,
      longitude: 3.877612,
      about:
        'A modern barbershop with an old-school attention to detail: straight-razor shaves, precise fades and a barber who remembers how you like your beard. Open until 9pm, with cold drinks while you wait.',
      landline: '02 231 6608',
      mobileNo: '0816 274 0035',
      hours: { 1: [8, 21], 2: [8, 21], 3: [8, 21], 4: [8, 21], 5: [8, 21], 6: [8, 21], 7: [13, 19] },
    },
    {
      businessName: 'Jericho Nail & Brow Studio',
      categoryUrls: ['nails', 'lashes-brows', 'waxing-threading'],
      location: 'Jericho',
      city: 'Ibadan',
      state: 'Oyo',
      address: '6 Jericho Reservation Road, Jericho GRA',
      zipCode: '200212',
      latitude: 7.402518,
      longitude: 3.873504,
      about:
        'A small, spotless studio in quiet Jericho GRA for gel nails, lash lifts and brow shaping. Our technicians sterilise every tool and open a new file for each client, and you can watch it happen.',
      landline: '02 241 0983',
      mobileNo: '0703 551 2876',
      hours: { 1: [9, 19], 2: [9, 19], 3: [9, 19], 4: [9, 19], 5: [9, 19], 6: [9, 19], 7: null },
    },
    {
      businessName: 'Oluyole Oasis Spa',
      categoryUrls: ['massage-spa', 'skin-care'],
      location: 'Oluyole Estate',
      city: 'Ibadan',
      state: 'Oyo',
      address: '14 Oluyole Estate Road, Oluyole Estate',
      zipCode: '200273',
      latitude: 7.370215,
      longitude: 3.860508,
      about:
        'Oluyole Oasis is an unhurried day spa with three treatment rooms, a steam room and a small garden. Our facials are chosen for melanin-rich skin, and our deep tissue massage is a favourite with clients who drive the Lagos-Ibadan expressway often.',
      landline: '02 752 1190',
      mobileNo: '0807 318 5524',
      hours: { 1: [10, 20], 2: [10, 20], 3: [10, 20], 4: [10, 20], 5: [10, 20], 6: [10, 20], 7: [12, 18] },
    },
    {
      businessName: 'Little Crowns & Mums Salon',
      categoryUrls: ['kids-hair', 'braids-weaves', 'hair-styling'],
      location: 'Akobo',
      city: 'Ibadan',
      state: 'Oyo',
      address: '3 Akobo Housing Estate Road, Akobo',
      zipCode: '200132',
      latitude: 7.431806,
      longitude: 3.940217,
      about:
        'A salon designed around children, with cartoons, snacks and gentle stylists who never force a comb through tangles. Mums can book a wash and set at the same time, so the whole family is done in one trip.',
      landline: '02 291 7745',
      mobileNo: '0813 664 9021',
      hours: { 1: [8, 19], 2: [8, 19], 3: [8, 19], 4: [8, 19], 5: [8, 19], 6: [7, 19], 7: null },
    },

    // Enugu
    {
      businessName: 'Coal City Curls',
      categoryUrls: ['natural-hair', 'braids-weaves', 'hair-styling', 'kids-hair'],
      location: 'GRA',
      city: 'Enugu',
      state: 'Enugu',
      address: '22 Park Avenue, GRA',
      zipCode: '400102',
      latitude: 6.461812,
      longitude: 7.501506,
      about:
        'Coal City Curls helps Enugu women grow and keep healthy natural hair, with honest advice on protective styles and trims. We are especially careful with edges during harmattan, when the dry air is hardest on hair.',
      landline: '042 255 318',
      mobileNo: '0803 740 2291',
      hours: { 1: [8, 19], 2: [8, 19], 3: [8, 19], 4: [8, 19], 5: [8, 19], 6: [8, 19], 7: [14, 18] },
    },
    {
      businessName: 'Nwanyi Oma Beauty Spa',
      categoryUrls: ['skin-care', 'massage-spa', 'makeup', 'nails'],
      location: 'Independence Layout',
      city: 'Enugu',
      state: 'Enugu',
      address: '14 Nza Street, Independence Layout',
      zipCode: '400102',
      latitude: 6.453204,
      longitude: 7.521018,
      about:
        'Nwanyi Oma means "beautiful woman", and our spa is built to make you feel like one, with facials, massages and makeup for your next occasion. Our therapists explain every product they use and never push add-ons.',
      landline: '042 300 764',
      mobileNo: '0806 902 3347',
      hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [9, 20], 7: [13, 18] },
    },

    // Benin City
    {
      businessName: 'Edo Edge Barbers',
      categoryUrls: ['barbering', 'mens-grooming', 'kids-hair'],
      location: 'GRA',
      city: 'Benin City',
      state: 'Edo',
      address: '9 Ihama Road, GRA',
      zipCode: '300271',
      latitude: 6.318904,
      longitude: 5.612308,
      about:
        'Edo Edge is a sharp, air-conditioned barbershop on Ihama Road, known for razor-clean line-ups and a patient hand with first haircuts. Every tool is disinfected in front of you before it touches your head.',
      landline: '052 257 613',
      mobileNo: '0815 830 1126',
      hours: { 1: [8, 21], 2: [8, 21], 3: [8, 21], 4: [8, 21], 5: [8, 21], 6: [8, 21], 7: [13, 19] },
    },
    {
      businessName: 'Bronze Goddess Beauty Studio',
      categoryUrls: ['makeup', 'braids-weaves', 'nails', 'lashes-brows'],
      location: 'Ugbowo',
      city: 'Benin City',
      state: 'Edo',
      address: '112 Ugbowo-Lagos Road, Ugbowo',
      zipCode: '300283',
      latitude: 6.396812,
      longitude: 5.606207,
      about:
        'Close to the UNIBEN main gate, Bronze Goddess does everything for a big night out: braids, nails, lashes and a full beat. Student-friendly prices on weekdays, and our makeup artists love a bold lip.',
      landline: '052 880 431',
      mobileNo: '0909 214 6670',
      hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [8, 20], 7: [14, 18] },
    },

    // Kano
    {
      businessName: 'Lalle Beauty House',
      categoryUrls: ['makeup', 'bridal', 'nails', 'waxing-threading'],
      location: 'Nassarawa GRA',
      city: 'Kano',
      state: 'Kano',
      address: '11 Sultan Road, Nassarawa GRA',
      zipCode: '700223',
      latitude: 11.989312,
      longitude: 8.537618,
      about:
        'Lalle Beauty House is a women-only space with female staff, private rooms and a warm welcome for brides and their families. Our makeup artists are experienced with both Northern wedding looks and modern soft glam.',
      landline: '064 631 278',
      mobileNo: '0803 591 4408',
      hours: { 1: [9, 19], 2: [9, 19], 3: [9, 19], 4: [9, 19], 5: [14, 19], 6: [9, 19], 7: [10, 18] },
    },

    // Abeokuta
    {
      businessName: 'Olumo Glow Studio',
      categoryUrls: ['hair-styling', 'makeup', 'nails', 'braids-weaves'],
      location: 'Oke-Ilewo',
      city: 'Abeokuta',
      state: 'Ogun',
      address: '31 Oke-Ilewo Road, Oke-Ilewo',
      zipCode: '110124',
      latitude: 7.148215,
      longitude: 3.346512,
      about:
        'Named after the rock our city is famous for, Olumo Glow is a bright studio for hair, nails and makeup in the heart of Oke-Ilewo. We are popular for owambe glam and gele, and we always confirm your style with a photo before we start.',
      landline: '039 241 556',
      mobileNo: '0806 448 7310',
      hours: { 1: [8, 19], 2: [8, 19], 3: [8, 19], 4: [8, 19], 5: [8, 19], 6: [7, 19], 7: [14, 18] },
    },

    // Uyo
    {
      businessName: 'Ibom Grace Salon & Spa',
      categoryUrls: ['hair-styling', 'massage-spa', 'nails', 'skin-care'],
      location: 'Ewet Housing Estate',
      city: 'Uyo',
      state: 'Akwa Ibom',
      address: 'Plot 17, 2nd Avenue, Ewet Housing Estate',
      zipCode: '520101',
      latitude: 5.023612,
      longitude: 7.906218,
      about:
        'Ibom Grace combines a full hair salon with a small spa, so you can get a relaxing massage while your treatment processes. Our team is known in Uyo for warm hospitality and immaculate, well-kept stations.',
      landline: '085 203 447',
      mobileNo: '0816 115 8893',
      hours: { 1: [9, 20], 2: [9, 20], 3: [9, 20], 4: [9, 20], 5: [9, 20], 6: [9, 20], 7: [14, 19] },
    },

    // Calabar
    {
      businessName: 'Carnival City Grooming Lounge',
      categoryUrls: ['barbering', 'mens-grooming', 'massage-spa'],
      location: 'Marian',
      city: 'Calabar',
      state: 'Cross River',
      address: '40 Marian Road, Calabar',
      zipCode: '540222',
      latitude: 4.972108,
      longitude: 8.334206,
      about:
        'A relaxed grooming lounge on Marian Road with skilled barbers, a hot towel shave worth the trip and a massage room for tired shoulders. We get very busy in December during the carnival, so book early.',
      landline: '087 231 904',
      mobileNo: '0705 884 1162',
      hours: { 1: [9, 21], 2: [9, 21], 3: [9, 21], 4: [9, 21], 5: [9, 21], 6: [9, 21], 7: [13, 19] },
    },

    // Owerri
    {
      businessName: 'Heartland Hair Studio',
      categoryUrls: ['braids-weaves', 'hair-styling', 'natural-hair', 'kids-hair'],
      location: 'Ikenegbu Layout',
      city: 'Owerri',
      state: 'Imo',
      address: '23 Ikenegbu Street, Ikenegbu Layout',
      zipCode: '460242',
      latitude: 5.491806,
      longitude: 7.041207,
      about:
        'Heartland is a lively, friendly studio where our braiders work in pairs to finish long styles faster without cutting corners. We offer free edge checks and will recommend a gentler style if your hairline needs a rest.',
      landline: '083 230 615',
      mobileNo: '0807 226 9948',
      hours: { 1: [8, 20], 2: [8, 20], 3: [8, 20], 4: [8, 20], 5: [8, 20], 6: [8, 20], 7: [14, 18] },
    },

    // Ilorin
    {
      businessName: 'Harmony Nails & Lashes',
      categoryUrls: ['nails', 'lashes-brows', 'waxing-threading', 'makeup'],
      location: 'GRA',
      city: 'Ilorin',
      state: 'Kwara',
      address: '16 Fate Road, GRA',
      zipCode: '240101',
      latitude: 8.486613,
      longitude: 4.555812,
      about:
        'Harmony is a peaceful, women-friendly studio for gel nails, lash extensions and brow shaping in Ilorin GRA. Every lash set starts with a patch test for new clients, and our nail techs are gentle with cuticles.',
      landline: '031 223 708',
      mobileNo: '0813 907 5521',
      hours: { 1: [9, 19], 2: [9, 19], 3: [9, 19], 4: [9, 19], 5: [9, 19], 6: [9, 19], 7: [14, 18] },
    },
  ],

  blogs: [
    {
      url: 'protect-your-edges-braids-harmattan',
      title: 'How to Protect Your Edges in Braids This Harmattan',
      description: `<p>Harmattan is beautiful in its own dusty way: cool mornings, hazy skies and that unmistakable dryness in the air. It is also the season when many of us notice thinning edges, a flaky scalp and braids that feel stiff after only a week. The good news is that braids are still one of the best protective styles for the dry season, as long as they are installed gently and looked after properly.</p>
<h2>Why harmattan is hard on your hairline</h2>
<p>The hair around your hairline is finer and more fragile than the rest of your head. When the humidity drops, those strands lose moisture quickly and become brittle. Add tight braids, heavy extensions and daily slicking with gel, and the hairline is under constant tension. Over time that tension can lead to <strong>traction alopecia</strong>, hair loss caused by repeated pulling, which is much easier to prevent than to reverse.</p>
<h2>Before you book: choose the right style</h2>
<ul>
<li><strong>Go knotless.</strong> Knotless braids start with your own hair and feed in extensions gradually, so there is far less weight and pull at the root than with traditional box braids.</li>
<li><strong>Pick medium over micro.</strong> Tiny braids look lovely but take longer to install and remove, and each one grips a very small section of hair.</li>
<li><strong>Keep the length sensible.</strong> Waist-length braids are heavy. Mid-back or shoulder length is kinder to your edges, especially in the first week.</li>
<li><strong>Ask for larger sections at the front.</strong> A good braider will leave slightly bigger parts around the hairline so fragile hair is not carrying a full-size braid.</li>
</ul>
<h2>In the chair: speak up</h2>
<p>A braid should never hurt. If you feel sharp pulling, see small bumps forming along your hairline or get a headache, tell your stylist straight away. A professional will loosen the braid without any fuss. When you browse <a href="/category/braids-weaves">braiding salons</a>, read the reviews and look for words like <em>gentle</em>, <em>neat</em> and <em>no tension</em>; they tell you more than any photo.</p>
<p>It also helps to arrive with freshly washed, deep-conditioned and stretched hair, or to book a wash and treatment before your braids. Hair that is moisturised and detangled braids more smoothly and breaks less during installation.</p>
<h2>Daily care while your braids are in</h2>
<h3>Moisturise little and often</h3>
<p>Mix water, a few drops of a light oil such as jojoba and a leave-in conditioner in a spray bottle. Mist your scalp and the length of your braids every two or three days. Follow with a small amount of a light oil or a shea-based cream on your edges. Avoid heavy greases that sit on the scalp and attract dust.</p>
<h3>Protect your hair at night</h3>
<p>Cotton pillowcases pull moisture out of your hair. Sleep with a satin scarf or bonnet, or use a satin pillowcase, so your braids stay soft and your edges do not rub against rough fabric all night.</p>
<h3>Go easy on the edge control</h3>
<p>Laid edges look sharp, but brushing them flat with a stiff gel every morning is one of the fastest ways to weaken them. Use edge control for special days, choose an alcohol-free formula and wash it off gently with a damp cloth before bed.</p>
<h3>Keep your scalp clean</h3>
<p>Dust builds up quickly in harmattan. Once every week or two, dab a diluted shampoo along your parts with a cotton pad, rinse carefully and dry your braids completely so they do not start to smell.</p>
<h2>Knowing when to take them down</h2>
<p>Even the neatest braids should come out after six to eight weeks. Leaving them in longer causes matting at the root, which leads to breakage during takedown. Set aside a relaxed afternoon, use plenty of conditioner and detangle in sections, or book a professional <em>braid takedown and wash</em> if you want it done gently.</p>
<p>After takedown, give your hair a week or two of rest before the next protective style. A steam treatment, a trim if your ends need it and a few days of loose, low-tension styles let your edges recover.</p>
<h2>When to see a professional</h2>
<p>If your edges are already thinning, do not hide the problem under another tight style. Visit a natural hair specialist, explain what you have noticed and ask for a low-manipulation plan. Many salons on our platform offer scalp treatments and honest consultations; you can <a href="/branches">find one near you</a> and book a time that suits you in a few minutes.</p>
<p>With gentle installation and a simple routine, your braids can carry you through harmattan and your edges will still be there to greet the rainy season.</p>`,
      authorName: 'Funmilayo Adebayo',
      authorImageSrc: '/images/avatars/author-1.webp',
      imageSrc: '/images/blog/protect-your-edges-braids-harmattan.webp',
      createdDate: '2025-12-04',
      seoTitle: 'Protect Your Edges in Braids During Harmattan',
      seoDescription:
        'Dry harmattan air and tight braids can thin your hairline. How to choose a gentle style, care for braids daily and know when to take them down.',
      seoKeywords: 'harmattan hair care, protect edges, knotless braids, traction alopecia, braids Nigeria',
    },
    {
      url: 'how-to-choose-a-salon-in-lagos',
      title: 'How to Choose a Salon in Lagos You Can Trust',
      description: `<p>Lagos has a salon on almost every street, from tiny kiosks with one dryer to glossy lounges on the Island. Choice is wonderful, but it also makes it hard to know where to spend your money and, more importantly, who to trust with your hair, skin and nails. Here is a practical checklist we use ourselves before booking anywhere new.</p>
<h2>1. Start with location and traffic</h2>
<p>The best salon in Lekki is not the best salon for you if you live in Ikeja and the Third Mainland Bridge is backed up every evening. Think about where you will be before and after the appointment. A salon close to your office can turn a lunch break into a gel manicure; a salon near home makes a five-hour braiding session much easier on a Saturday. Use the location search to <a href="/branches">browse salons by area</a> and check the opening hours for the day you have in mind.</p>
<h2>2. Read reviews from people who actually went</h2>
<p>Photos on social media are curated. Reviews from real customers are more useful, especially when they are specific. On our platform, a review can only be written after a completed, paid appointment, so every star comes from someone who sat in that chair. Look for patterns rather than single comments:</p>
<ul>
<li>Do several people mention that appointments start on time?</li>
<li>Is the stylist described as gentle, patient or careful?</li>
<li>Do customers say the price matched what was listed?</li>
<li>How does the salon respond when something goes wrong?</li>
</ul>
<p>One disappointing review among many good ones is normal. Repeated complaints about the same issue are a warning sign.</p>
<h2>3. Check that prices are clear</h2>
<p>Few things sour a salon visit like a surprise at the end. A trustworthy salon lists its services with prices and durations, and tells you upfront whether braiding hair, lashes or nail art are included. If you are not sure, ask before you sit down. For braids in particular, confirm the length and size the price covers.</p>
<h2>4. Look closely at hygiene</h2>
<p>Cleanliness is non-negotiable, especially for nails, waxing, facials and lashes. When you arrive, notice:</p>
<ul>
<li>Whether metal tools come out of a sterilising pouch or a disinfectant solution.</li>
<li>Whether nail files and buffers are new or at least clearly cleaned between clients.</li>
<li>Whether towels are fresh and wax pots are covered, with no double-dipping of spatulas.</li>
<li>Whether the stations, sinks and floors look cared for.</li>
</ul>
<p>A good salon is happy to answer questions about hygiene. If the question makes them defensive, take note.</p>
<h2>5. Match the specialist to the service</h2>
<p>Many salons do a little of everything, but most have a speciality. A barbershop known for skin fades may not be your best choice for a beard-friendly facial, and a salon famous for frontal installs may not be where you want your natural hair trimmed. Browse by category, for example <a href="/category/natural-hair">natural hair care</a> or barbering, to find places that focus on what you need.</p>
<h2>6. Consider power, comfort and the little things</h2>
<p>This is Lagos, so ask whether the salon has a steady power supply. A silk press or a steam treatment does not wait for the light to come back. Air conditioning, clean toilets, a place to sit comfortably and somewhere safe to park all matter when you will be there for hours.</p>
<h2>7. Book ahead, and start small</h2>
<p>Booking online means you get a confirmed time with a named stylist instead of queueing and hoping. If you are trying a new salon, start with a smaller service such as a wash and blow-dry or a classic manicure. You will learn a lot about the timekeeping, the atmosphere and the attention to detail before you commit to bridal makeup or a full set of locs.</p>
<p>Once you find a salon you love, leave them an honest review. It helps the next person choose, and it helps good businesses get the recognition they deserve.</p>`,
      authorName: 'Chiamaka Okafor',
      authorImageSrc: '/images/avatars/author-2.webp',
      imageSrc: '/images/blog/how-to-choose-a-salon-in-lagos.webp',
      createdDate: '2025-03-18',
      seoTitle: 'How to Choose a Salon in Lagos You Can Trust',
      seoDescription:
        'A practical checklist for choosing a salon in Lagos: location and traffic, genuine reviews, clear prices, hygiene, the right specialist and power supply.',
      seoKeywords: 'salon Lagos, best salon Lekki, hair salon Ikeja, salon reviews, book salon online',
    },
    {
      url: 'how-long-do-knotless-braids-last',
      title: 'How Long Do Knotless Braids Last? An Honest Guide',
      description: `<p>Knotless braids have become the protective style of choice for many Nigerian women, and it is easy to see why. They are lighter than traditional box braids, they lie flat from day one and they put far less tension on the scalp. But they are also an investment of both time and money, so one question comes up again and again: <strong>how long will they actually last?</strong></p>
<h2>The short answer</h2>
<p>With good care, most knotless braids look neat for <strong>four to six weeks</strong>. You can usually keep them in for up to eight weeks before the new growth and build-up start to cause problems. Beyond eight weeks, we strongly recommend taking them out, even if they still look acceptable from a distance.</p>
<h2>What affects how long they last</h2>
<h3>Size of the braids</h3>
<p>Smaller braids generally last longer because each one holds less new growth as your hair grows. Jumbo knotless braids look fuzzy sooner, often after three or four weeks. Medium braids are a good balance between longevity, installation time and price.</p>
<h3>Your hair texture and growth</h3>
<p>Type 4 hair grows out of braids in a very visible way because the new growth is so different in texture from the braided section. If your hair grows quickly, the roots will look fuller by week four. This is normal and not a sign that the braids were done badly.</p>
<h3>The quality of the installation</h3>
<p>Neat parting, even tension and well-sealed ends all make a difference. A skilled braider also avoids adding too much extension hair at the start, which keeps the braid flat and stops it from slipping. Reading reviews before you book, and choosing a salon that specialises in <a href="/category/braids-weaves">braids and weaves</a>, pays off here.</p>
<h3>The extension hair</h3>
<p>Pre-stretched, pre-rinsed braiding hair tends to stay smoother and itch less. Some cheaper fibres frizz quickly, especially in humid weather. Ask your salon which brands they use or whether you can bring your own.</p>
<h2>How to make them last longer</h2>
<ul>
<li><strong>Sleep in satin.</strong> A satin bonnet or scarf is the single most effective way to reduce frizz.</li>
<li><strong>Moisturise the scalp, not just the braids.</strong> A light spray of water and leave-in conditioner two or three times a week keeps your own hair soft inside the braid.</li>
<li><strong>Wash gently.</strong> Dilute your shampoo, focus on the scalp and squeeze rather than rub. Dry thoroughly to avoid mildew.</li>
<li><strong>Refresh the edges.</strong> Many salons offer a quick retouch of the front row of braids after three or four weeks, which makes the whole style look new again.</li>
<li><strong>Avoid constant high ponytails.</strong> Heavy updos pull on the same braids every day and loosen them faster.</li>
</ul>
<h2>Signs it is time to take them out</h2>
<p>Do not wait for the calendar alone. Take your braids down if you notice any of these:</p>
<ul>
<li>Lint and build-up collecting at the roots that will not wash out.</li>
<li>Braids starting to lock or mat close to the scalp.</li>
<li>Itching or soreness that does not settle after washing.</li>
<li>Thin, weak spots along the hairline.</li>
</ul>
<h2>How long does installation take?</h2>
<p>Expect three to six hours for medium, mid-back knotless braids, depending on size, length and whether one or two stylists are working on your hair. Smaller or longer styles can take longer. When you book online, the duration shown for each service helps you plan your day, and you can choose a start time that leaves room for school pick-ups or evening plans.</p>
<p>Ready for your next set? <a href="/branches">Browse salons near you</a>, compare prices and reviews, and book a time that works for you. You pay at the salon once you are happy with the result.</p>`,
      authorName: 'Funmilayo Adebayo',
      authorImageSrc: '/images/avatars/author-1.webp',
      imageSrc: '/images/blog/how-long-do-knotless-braids-last.webp',
      createdDate: '2025-06-10',
      seoTitle: 'How Long Do Knotless Braids Last?',
      seoDescription:
        'Knotless braids usually last four to six weeks. What affects how long yours last, how to keep them neat and the signs it is time to take them down.',
      seoKeywords: 'knotless braids, how long do braids last, braid care, protective styles, braids Lagos',
    },
    {
      url: 'bridal-beauty-timeline-nigerian-wedding',
      title: 'Your Bridal Beauty Timeline for a Nigerian Wedding',
      description: `<p>A Nigerian wedding is rarely one event. There is the introduction, the traditional marriage, the white wedding and sometimes an engagement shoot, a bridal shower and a thanksgiving service. Each one deserves a look, and each look needs planning. This timeline will help you feel calm, glowing and camera-ready from the first ceremony to the last dance.</p>
<h2>Six months before: build your beauty team</h2>
<p>The best bridal makeup artists and gele stylists in Lagos, Abuja and Port Harcourt are booked months ahead, especially between November and January. Start by saving looks you love, then shortlist two or three artists whose work matches your style. Browse <a href="/category/bridal">bridal specialists</a>, read reviews from past brides and check what each package includes: trial, touch-ups, lashes, gele and bridesmaids.</p>
<p>This is also the time to begin a <strong>consistent skincare routine</strong>. A gentle cleanser, a moisturiser and daily sunscreen will do more for your wedding-day skin than any last-minute treatment.</p>
<h2>Four months before: skin and hair plans</h2>
<ul>
<li><strong>Skin:</strong> If you struggle with acne or dark marks, book a consultation with an aesthetician now. Treatments for hyperpigmentation take several sessions to show results.</li>
<li><strong>Hair:</strong> Decide whether you will wear your own hair, a wig or braids for each ceremony. If you want to grow your hair, get a trim and start a regular wash-day routine.</li>
<li><strong>Brows:</strong> Stop over-plucking so your brow artist has something to work with.</li>
</ul>
<h2>Two to three months before: the trial</h2>
<p>A <em>bridal makeup trial</em> is where you test the look, the lashes and the products. Wear a top in a similar neckline and colour to your outfit, and bring pictures of your aso-oke or dress. Take photos in daylight and with flash. Say honestly if anything feels too heavy or not quite you; this is exactly what the trial is for.</p>
<p>If you are wearing a gele, ask for a gele trial too, ideally with the actual fabric. Different fabrics behave very differently.</p>
<h2>One month before: fine-tuning</h2>
<ul>
<li>Book your final facial for about a week before the traditional wedding. Never try a new peel or strong treatment this close to the day.</li>
<li>Confirm your lash extensions or lash lift appointment for three to five days before.</li>
<li>Confirm timings with your makeup artist for every event, including how early they need to start.</li>
<li>Schedule your bridesmaids' and mothers' makeup so everyone is ready before the photographer arrives.</li>
</ul>
<h2>The week of the wedding</h2>
<h3>Five to seven days before</h3>
<p>Pre-wedding glow facial, brow shaping and any waxing. This gives your skin time to settle if there is any redness.</p>
<h3>Two to three days before</h3>
<p>Gel manicure and spa pedicure. If you want bridal nail art, book a longer appointment and bring your colour swatches. Install braids or a wig now if you are not having it styled on the day.</p>
<h3>The day before</h3>
<p>Drink plenty of water, eat properly, skip alcohol and sleep early. Pack a small touch-up bag with blotting papers, your lipstick, a compact powder, pins and a small fan. Give it to a trusted bridesmaid.</p>
<h2>On the day</h2>
<p>Start with a clean, moisturised face and hair that is ready to be styled. Let your artist lead the schedule and build in at least thirty minutes of buffer; Nigerian weddings have a way of starting early for the bride and late for everyone else. Eat something light before makeup, and drink through a straw afterwards.</p>
<h2>Booking and paying</h2>
<p>On our platform you can book trials, facials, nails and bridal services online and pay at the salon on the day, by cash, card or transfer. If your plans change, you can cancel from My Account before the appointment starts and book a new time. For big bridal packages, speak to the salon directly about any deposit they require.</p>
<p>Congratulations, and enjoy every minute. You have planned the look; now go and live the day.</p>`,
      authorName: 'Zainab Bello',
      authorImageSrc: '/images/avatars/author-3.webp',
      imageSrc: '/images/blog/bridal-beauty-timeline-nigerian-wedding.webp',
      createdDate: '2025-09-22',
      seoTitle: 'Bridal Beauty Timeline for a Nigerian Wedding',
      seoDescription:
        'When to book your makeup artist, trial, facial, lashes and nails for a Nigerian traditional and white wedding, from six months out to the big day.',
      seoKeywords: 'Nigerian wedding, bridal makeup Lagos, gele, bridal trial, wedding beauty timeline',
    },
    {
      url: 'mens-grooming-routine-lagos-heat',
      title: "A Man's Grooming Routine for the Lagos Heat",
      description: `<p>Between the sun, the humidity, the traffic and the generator smoke, Lagos is not gentle on a man's skin and hair. Oily foreheads by noon, razor bumps after every shave and a haircut that looks tired after a week are common complaints. The fix is not a shelf full of products. It is a simple routine you can actually stick to, plus a barber and a few professional treatments that do the heavy lifting.</p>
<h2>Morning: five minutes, four steps</h2>
<ul>
<li><strong>Cleanse.</strong> Use a gentle gel cleanser, not bar soap, which strips the skin and makes it produce even more oil.</li>
<li><strong>Treat.</strong> If you get dark marks or bumps, a serum with niacinamide helps with oil and uneven tone.</li>
<li><strong>Moisturise.</strong> Yes, even oily skin needs it. Choose a light, oil-free gel moisturiser.</li>
<li><strong>Protect.</strong> Sunscreen every day, SPF 30 or higher. Dark skin burns less easily, but sun exposure still causes dark spots and uneven tone.</li>
</ul>
<h2>Shaving without the bumps</h2>
<p>Razor bumps, or <em>pseudofolliculitis barbae</em>, are especially common in men with tightly curled hair. The hair curls back into the skin after a close shave and causes inflammation. To reduce them:</p>
<ul>
<li>Soften the beard first with warm water or a hot towel for at least two minutes.</li>
<li>Shave in the direction the hair grows, not against it.</li>
<li>Use a sharp blade and rinse it often; a blunt blade drags and irritates.</li>
<li>Consider a trimmer that leaves a little stubble instead of shaving completely bald.</li>
<li>Finish with an alcohol-free aftershave balm.</li>
</ul>
<p>If bumps are already a problem, a professional <strong>hot towel shave</strong> or a razor bump treatment at a grooming lounge can calm things down and show you the right technique.</p>
<h2>Beard care</h2>
<p>A beard traps sweat and dust in the heat. Wash it with a mild cleanser two or three times a week, and use a few drops of beard oil daily to keep the hair soft and the skin underneath from flaking. Get it shaped every two to three weeks; a clean line on the cheeks and neck makes even a short beard look deliberate.</p>
<h2>Hair: the barber schedule</h2>
<p>For a low cut or fade, book a cut every two to three weeks and a quick shape-up in between if you like your line sharp. Tell your barber about any bumps or sensitivity on the back of your neck; a good barber will adjust the blade and use a soothing product afterwards. Look for a clean shop where clippers are disinfected between clients; you can <a href="/category/barbering">browse barbershops</a> by area and read what other customers say about them.</p>
<h2>Once a month: a proper facial</h2>
<p>A men's deep cleansing facial clears congested pores, removes dead skin and leaves your face noticeably fresher. In the Lagos heat, where sweat and pollution sit on the skin all day, a monthly facial is not a luxury; it is maintenance. Many grooming lounges combine a cut, shave and facial in one package so you are in and out in about two hours.</p>
<h2>Do not forget hands and feet</h2>
<p>Handshakes matter in business. A men's manicure and pedicure every few weeks keeps nails short, clean and even, and deals with the hard skin that comes from closed shoes in hot weather. No polish required.</p>
<h2>Make it a habit</h2>
<p>The easiest way to stay consistent is to book your next appointment before you leave the chair, or to <a href="/branches">book online</a> at a time that fits around work. You pay at the shop after the service, and you can leave a review once it is done to help other men find a barber they can trust.</p>
<p>Start with the morning routine for two weeks. Your skin will tell you the rest.</p>`,
      authorName: 'Emeka Nwosu',
      authorImageSrc: '/images/avatars/author-4.webp',
      imageSrc: '/images/blog/mens-grooming-routine-lagos-heat.webp',
      createdDate: '2026-02-16',
      seoTitle: "Men's Grooming Routine for the Lagos Heat",
      seoDescription:
        'A simple grooming routine for men in hot, humid Lagos: skincare, shaving without razor bumps, beard care, a barber schedule and monthly facials.',
      seoKeywords: "men's grooming, razor bumps, barber Lagos, men's facial, beard care, skincare for men",
    },
    {
      url: 'healthy-nails-between-appointments',
      title: 'Healthy Nails Between Appointments: A Simple Care Guide',
      description: `<p>A fresh gel manicure or a perfect set of acrylics can lift your whole mood. Keeping your nails strong and healthy between appointments, though, is what makes every future set look even better. Whether you love long acrylics, short gel or bare natural nails, these habits protect the nail underneath and help your manicure last longer.</p>
<h2>Treat your hands like tools, not weapons</h2>
<p>Most broken nails and lifted gel come from everyday habits. Opening cans, scraping labels, picking at polish and typing with the tips of your nails all put pressure on the free edge. Use the pads of your fingers instead, and keep a small tool handy for cans and packaging. It sounds simple, but it makes a real difference.</p>
<h2>Cuticle care is non-negotiable</h2>
<p>Your cuticle protects the area where new nail grows. Cutting it too aggressively opens the door to infection and can cause ridges in the nail as it grows out. Instead:</p>
<ul>
<li>Apply cuticle oil every night before bed. Jojoba, almond or a simple vitamin E oil all work well.</li>
<li>Push cuticles back gently after a shower, when the skin is soft.</li>
<li>Only trim hangnails, never the living skin around the nail.</li>
</ul>
<p>If a nail technician reaches for the nippers and starts cutting deep into the cuticle, it is perfectly fine to ask them to stop and just push back instead.</p>
<h2>Moisture, but not too much water</h2>
<p>Nails absorb water and swell, then shrink as they dry. Repeating this many times a day weakens them. Wear rubber gloves when washing dishes or using cleaning products, and follow hand washing with a good hand cream. In harmattan, when nails become dry and brittle, a thick cream at night under cotton gloves works wonders.</p>
<h2>Gel and acrylics: the rules</h2>
<h3>Never peel them off</h3>
<p>Peeling gel or pulling off acrylics takes the top layers of your natural nail with it. This is the number one cause of thin, painful nails. Always have them soaked off or filed off properly, ideally at the salon.</p>
<h3>Keep up with infills</h3>
<p>Acrylics should be rebalanced every two to three weeks. Leaving them too long shifts the weight to the tip, which makes breaks more likely and can trap moisture under lifted product.</p>
<h3>Take a short break sometimes</h3>
<p>You do not need months off, but a week or two of bare nails with a strengthening treatment and daily oil every few sets gives you a chance to check the natural nail is healthy.</p>
<h2>Watch for warning signs</h2>
<p>Green or dark patches under lifted acrylic, swelling around the nail, pain or a nail separating from the bed all need attention. Do not cover them with a new set. Let a professional look at them, and see a doctor if there is pain or pus.</p>
<h2>Choosing a clean nail studio</h2>
<p>Hygiene matters more in nails than almost anywhere else in a salon. Look for studios where metal tools come out of a sealed pouch, files are new or clearly cleaned, and foot spas are cleaned between clients. You can <a href="/category/nails">compare nail studios</a>, read reviews that mention cleanliness and book a time online, then pay at the studio after your service.</p>
<h2>A simple weekly routine</h2>
<ul>
<li><strong>Daily:</strong> cuticle oil at night and hand cream after washing.</li>
<li><strong>Weekly:</strong> file any snags with a fine glass or crystal file, always in one direction.</li>
<li><strong>Every two to three weeks:</strong> gel refresh, acrylic infill or a classic manicure.</li>
</ul>
<p>Healthy nails are not about perfection. They are about small, steady habits that let you enjoy every colour, shape and design you choose.</p>`,
      authorName: 'Chiamaka Okafor',
      authorImageSrc: '/images/avatars/author-2.webp',
      imageSrc: '/images/blog/healthy-nails-between-appointments.webp',
      createdDate: '2025-11-08',
      seoTitle: null,
      seoDescription: null,
      seoKeywords: null,
    },
    {
      url: 'how-booking-works',
      title: 'How Booking Works: From Search to Salon Chair',
      description: `<p>Booking a salon should be as easy as ordering a ride. No endless phone calls, no waiting on a bench for two hours, no guessing whether your stylist will actually be there. Here is exactly how booking works on our platform, what happens after you book, and what to do if your plans change.</p>
<h2>Step 1: Find the right salon</h2>
<p>Start from the home page search or <a href="/branches">browse all salons</a>. You can search by service, such as knotless braids or gel manicure, by location, such as Lekki or Wuse 2, or by the salon's name. Each salon page shows its address, opening hours, services with prices and durations, and its rating from customer reviews. A salon marked <em>New</em> simply has not received reviews yet.</p>
<h2>Step 2: Build your order</h2>
<p>Add the services you want with the <strong>+ Add</strong> button. You can combine several, for example a wash, a silk press and a gel manicure, and the order summary shows the total price and how long everything will take. You do not need an account to browse or build your order.</p>
<h2>Step 3: Choose a day, time and stylist</h2>
<p>Pick a date and you will see the times that are genuinely free. The system only shows a slot when a stylist is available for the full length of your services, within the salon's opening hours. Longer services such as braids or locs will naturally have fewer slots, so book early if you want a Saturday morning.</p>
<h2>Step 4: Log in and confirm</h2>
<p>To confirm a booking you need an account. Signing up takes a minute: your name, e-mail address, phone number and a password, then a quick e-mail confirmation. Once you confirm, your appointment is reserved for you alone; nobody else can book that stylist for the same time. You will receive a confirmation e-mail with the details and a calendar invitation.</p>
<h2>Paying for your appointment</h2>
<p>You pay at the salon, not online. When your service is finished, pay the salon directly by cash, card or bank transfer, whichever they accept. There is no booking fee for customers. The price you see when you book is the salon's listed price; if you add extras on the day, such as nail art or longer braiding hair, agree the new price with the salon before they start.</p>
<h2>What to expect on the day</h2>
<ul>
<li><strong>Arrive on time,</strong> or a few minutes early for a first visit. Lateness can shorten your service or push the next client back.</li>
<li><strong>Come prepared.</strong> For braids, arrive with detangled hair unless you booked a wash. For makeup, arrive with a clean face.</li>
<li><strong>Speak up.</strong> If anything is uncomfortable or not what you asked for, say so during the appointment, when it is easiest to fix.</li>
</ul>
<h2>Cancelling or changing your booking</h2>
<p>Life happens. You can cancel an appointment yourself from <strong>My Account</strong>, under your appointments, at any time before it starts. The booking is marked as cancelled straight away and the slot opens up for someone else. To change the time, cancel and book a new slot. Please cancel as early as you can; it is only fair to the stylist who has kept the time free for you.</p>
<h2>After your appointment: leave a review</h2>
<p>Once the salon marks your appointment as completed and paid, you can rate it from one to five stars and write a short review from My Account. Reviews can only come from completed appointments, which is why ratings on our platform are worth trusting. Be honest and specific: mention punctuality, cleanliness, how you were treated and how you feel about the result.</p>
<h2>Need help?</h2>
<p>Our <a href="/faq">FAQ</a> answers the most common questions about accounts, bookings and payments. If you still need help, our team is a message away through the contact page.</p>
<p>That is it: search, add, pick a time, confirm, and pay at the salon when you are happy. See you in the chair.</p>`,
      authorName: 'Zainab Bello',
      authorImageSrc: '/images/avatars/author-3.webp',
      imageSrc: '/images/blog/how-booking-works.webp',
      createdDate: '2026-01-12',
      seoTitle: 'How Salon Booking Works: Book Online, Pay at Venue',
      seoDescription:
        'How to find a salon, pick a time and stylist, confirm your booking, pay at the venue by cash, card or transfer, and cancel from My Account if needed.',
      seoKeywords: 'book salon online, salon appointment Nigeria, pay at venue, cancel booking, how booking works',
    },
    {
      url: 'first-spa-massage-what-to-expect',
      title: 'Your First Spa Massage: What to Expect',
      description: `<p>If you have never had a professional massage, the idea can feel a little awkward. What do you wear? Do you talk? How much pressure is too much? Every therapist has seen nervous first-timers, and a good spa will make you comfortable within minutes. Here is what a typical massage appointment looks like, so you can walk in relaxed and walk out even more so.</p>
<h2>Choosing the right massage</h2>
<ul>
<li><strong>Swedish massage</strong> uses long, flowing strokes with light to medium pressure. It is the best choice for a first visit and for general relaxation.</li>
<li><strong>Deep tissue massage</strong> uses firmer, slower pressure to work on knots in the back, neck and shoulders. Great after long hours at a desk or behind the wheel in traffic.</li>
<li><strong>Hot stone massage</strong> adds warm stones that help muscles loosen faster. Wonderful if you feel cold and tense.</li>
<li><strong>Aromatherapy massage</strong> is gentle and uses essential oils chosen for relaxation or energy.</li>
<li><strong>Foot reflexology</strong> focuses on pressure points in the feet and is a good option if you prefer to stay fully clothed.</li>
</ul>
<p>If you are unsure, book a sixty-minute Swedish massage. You can always try something firmer next time. Browse <a href="/category/massage-spa">spas and massage therapists</a> near you to see what each one offers.</p>
<h2>Before you arrive</h2>
<p>Eat a light meal an hour or two before, not a heavy plate of amala just beforehand. Drink some water. Arrive ten minutes early to fill in a short health form and settle in. Tell the spa about any injuries, recent surgery, pregnancy, high blood pressure or skin conditions; some treatments need to be adjusted, and a professional will always ask.</p>
<h2>In the treatment room</h2>
<p>Your therapist will explain the treatment, then leave the room while you undress to your comfort level and lie under the sheet or towel on the table. Many people keep their underwear on, and that is completely fine. During the massage, only the area being worked on is uncovered. You are always in control: you can ask the therapist to avoid any area at all.</p>
<h3>Pressure and communication</h3>
<p>The right pressure should feel good, or at most a "good hurt". It should never make you hold your breath or tense up. Say <em>lighter</em> or <em>firmer</em> at any time. Some people like to chat; most prefer silence. Either way is fine, and a good therapist will follow your lead.</p>
<h2>After the massage</h2>
<p>Take your time getting up, as you may feel slightly light-headed. Drink water over the next few hours. After a deep tissue massage you might feel a little sore the next day, similar to after a workout, which usually fades within twenty-four hours.</p>
<h2>Spa etiquette in a nutshell</h2>
<ul>
<li>Switch your phone to silent before you go in.</li>
<li>Arrive on time; a late start usually means a shorter treatment.</li>
<li>Shower before your visit if you are coming straight from the gym or a hot afternoon outdoors.</li>
<li>Tipping is appreciated but never required.</li>
</ul>
<h2>Booking and paying</h2>
<p>You can book your massage online, choose your therapist and time, and pay at the spa after your treatment by cash, card or transfer. Couples massages are priced for two people, so one booking covers you both. If something comes up, cancel from My Account before the appointment starts so the therapist can offer the time to someone else.</p>
<p>A massage is not an indulgence to feel guilty about. In a city that never slows down, an hour of quiet is one of the best things you can do for your body and your mood.</p>`,
      authorName: 'Emeka Nwosu',
      authorImageSrc: '/images/avatars/author-4.webp',
      imageSrc: '/images/blog/first-spa-massage-what-to-expect.webp',
      createdDate: '2025-07-27',
      seoTitle: 'Your First Spa Massage: What to Expect',
      seoDescription:
        'First massage? Which type to choose, what to wear, how to ask for the right pressure, spa etiquette and how to book and pay at the venue in Nigeria.',
      seoKeywords: 'spa massage Lagos, Swedish massage, deep tissue massage, first massage, spa Abuja',
    },
  ],

  faqs: [
    // Booking
    {
      subjectName: 'Booking',
      question: 'Do I need an account to book an appointment?',
      answer:
        'You can browse salons, compare prices and add services to your order without an account. To confirm a booking you need to log in or sign up with your name, e-mail address, phone number and a password, then confirm your e-mail address.',
    },
    {
      subjectName: 'Booking',
      question: 'How do I book an appointment?',
      answer:
        'Find a salon through search or the Salons page, add the services you want, then choose a date, a free time and your stylist. Log in and confirm. Your appointment is reserved straight away and you receive a confirmation e-mail with a calendar invitation.',
    },
    {
      subjectName: 'Booking',
      question: 'How far ahead can I book?',
      answer:
        'You can book up to 60 days ahead on any day the salon is open. Most salons need at least an hour of notice, so same-day bookings are possible when a stylist is free.',
    },
    {
      subjectName: 'Booking',
      question: 'Can I book more than one service in the same appointment?',
      answer:
        'Yes. Add as many services as you like; your order summary shows the total price and the total time. We only offer start times when your chosen stylist is free for the whole appointment.',
    },
    {
      subjectName: 'Booking',
      question: 'Why are there no available times on the day I want?',
      answer:
        'The salon may be closed that day, fully booked, or your services may be too long to finish before closing time. Try another day, another stylist or fewer services in one booking.',
    },

    // Payments
    {
      subjectName: 'Payments',
      question: 'When and how do I pay?',
      answer:
        'You pay at the salon, after your service. Pay the salon directly by cash, card or bank transfer, whichever they accept. Nothing is charged online when you book an appointment.',
    },
    {
      subjectName: 'Payments',
      question: 'Is there a booking fee?',
      answer:
        "No. Booking is free for customers. The prices you see are the salon's own prices in naira, and that is what you pay at the venue.",
    },
    {
      subjectName: 'Payments',
      question: 'Can the price change on the day?',
      answer:
        'The price of each service is shown when you book. If you add extras at the salon, such as longer braiding hair or nail art, agree the new price with the salon before they start.',
    },
    {
      subjectName: 'Payments',
      question: 'Why are the Partner Fees shown in US dollars?',
      answer:
        'Partner Fees are subscription plans for salon owners, not charges for customers. Customers only ever pay the salon in naira for the services they receive.',
    },

    // Cancellations & Changes
    {
      subjectName: 'Cancellations & Changes',
      question: 'How do I cancel an appointment?',
      answer:
        'Go to My Account, open My Appointments, click View on the booking and choose Cancel Appointment. You can cancel at any time before the appointment starts, and the slot is released for other customers.',
    },
    {
      subjectName: 'Cancellations & Changes',
      question: 'Can I change the time of my booking?',
      answer:
        'To move an appointment, cancel it from My Account and book a new time. Please do this as early as possible so the stylist can offer your old slot to someone else.',
    },
    {
      subjectName: 'Cancellations & Changes',
      question: 'What happens if I am running late?',
      answer:
        'Contact the salon as soon as you can. Depending on the next booking, they may shorten your service or ask you to rebook. Once an appointment has started it can no longer be cancelled online.',
    },
    {
      subjectName: 'Cancellations & Changes',
      question: 'What if the salon cancels my appointment?',
      answer:
        'A salon can cancel a booking it cannot honour, for example because of a staff emergency. The status changes to Cancelled in My Account and you can book another time or another salon.',
    },

    // Reviews & Ratings
    {
      subjectName: 'Reviews & Ratings',
      question: 'When can I leave a review?',
      answer:
        'Once the salon marks your appointment as completed and paid, a Write Feedback button appears in My Account. Rate the visit from 1 to 5 stars and add a few words. Each appointment can be reviewed once.',
    },
    {
      subjectName: 'Reviews & Ratings',
      question: 'How are salon ratings calculated?',
      answer:
        "A salon's rating is the average of the star ratings left by customers after completed, paid appointments. Salons cannot set or edit their own rating. A salon without reviews yet is shown as New.",
    },

    // For Salon Owners
    {
      subjectName: 'For Salon Owners',
      question: 'How do I list my salon?',
      answer:
        'Register free as a business from the Signup page. Add your branch details, photos, opening hours, services with prices and durations, and your staff. Customers can start booking you as soon as your services are listed.',
    },
    {
      subjectName: 'For Salon Owners',
      question: 'Does it cost anything to join?',
      answer:
        'Registering and listing your salon is free. To grow faster you can buy a subscription plan on the Partner Fees page, priced in US dollars for 30 days, with more staff, featured placement and reports.',
    },
    {
      subjectName: 'For Salon Owners',
      question: 'How do I receive payment from customers?',
      answer:
        'Customers pay you directly at your salon by cash, card or transfer, so the money goes straight to your business. When a customer has paid, mark the appointment as completed in your business account.',
    },
    {
      subjectName: 'For Salon Owners',
      question: 'How do I manage my appointments?',
      answer:
        'In your business account, open Appointments to see every booking with the customer, stylist and time. Mark appointments as completed once paid, cancel one you cannot honour before it ends, and read the review when the customer leaves one.',
    },
    {
      subjectName: 'For Salon Owners',
      question: 'Can I change or upgrade my plan?',
      answer:
        'Yes. Open the Partner Fees page while logged in to your business account and choose Upgrade on the plan you want. Payment is made securely online and the new plan applies to your branch straight away.',
    },

    // Account & Security
    {
      subjectName: 'Account & Security',
      question: 'I forgot my password. What should I do?',
      answer:
        'Click Login, then Forgot Password?, and enter your e-mail address. We will send you a link to set a new password. For your security the link expires after a short time.',
    },
    {
      subjectName: 'Account & Security',
      question: 'I did not receive the confirmation e-mail.',
      answer:
        'Check your spam or promotions folder and make sure you signed up with the right address. If it still has not arrived after a few minutes, contact us through the Contact page and we will help.',
    },
    {
      subjectName: 'Account & Security',
      question: 'How do I update my name, e-mail or password?',
      answer:
        'Go to My Account. Update your name, e-mail address and phone number under Profile, and change your password under Change Password, where you will need your current password.',
    },
    {
      subjectName: 'Account & Security',
      question: 'What information does the salon see about me?',
      answer:
        'The salon sees what it needs to serve you: your name, the services you booked, your stylist and the appointment time. Your password is stored only as a secure hash, so nobody, including the salon and our team, can read it.',
    },
  ],

  plans: [
    {
      subscriptionName: 'Basic',
      usdPrice: 9.99,
      periodDays: 30,
      features: [
        'Branch listing with photos, services, prices and opening hours',
        'Up to 3 staff members with their own working hours',
        'Online booking calendar with e-mail confirmations',
        'Appointment management: complete, cancel and view reviews',
        'Standard e-mail support',
      ],
    },
    {
      subscriptionName: 'Professional',
      usdPrice: 24.99,
      periodDays: 30,
      features: [
        'Everything in Basic',
        'Up to 10 staff members',
        'Featured placement on category pages in your city',
        'Monthly bookings and revenue report',
        'Priority e-mail support within 24 hours',
      ],
    },
    {
      subscriptionName: 'Premium',
      usdPrice: 49.99,
      periodDays: 30,
      features: [
        'Everything in Professional',
        'Unlimited staff members',
        'Top placement on the home page and in search results',
        'Analytics: peak hours, top services and repeat customers',
        'Dedicated account manager with phone and WhatsApp support',
      ],
    },
  ],

  firstNames: [
    'Adebayo',
    'Oluwaseun',
    'Temitope',
    'Folake',
    'Funmilayo',
    'Tolulope',
    'Bukola',
    'Ayodele',
    'Kehinde',
    'Damilola',
    'Yetunde',
    'Olumide',
    'Babajide',
    'Eniola',
    'Segun',
    'Bisola',
    'Chinedu',
    'Chiamaka',
    'Ngozi',
    'Emeka',
    'Obinna',
    'Adaeze',
    'Ifeoma',
    'Nnamdi',
    'Uchenna',
    'Chidinma',
    'Kelechi',
    'Ebuka',
    'Chisom',
    'Amarachi',
    'Aisha',
    'Zainab',
    'Fatima',
    'Musa',
    'Ibrahim',
    'Abubakar',
    'Hauwa',
    'Aminu',
    'Halima',
    'Maryam',
    'Sadiq',
    'Efe',
    'Oghenekaro',
    'Osaze',
    'Tamunotonye',
    'Ekaette',
    'Nsikak',
    'Ini',
    'Ebiere',
    'Terhemba',
  ],

  lastNames: [
    'Adeyemi',
    'Ogunleye',
    'Balogun',
    'Adebayo',
    'Akinola',
    'Oladipo',
    'Afolabi',
    'Ogundipe',
    'Idowu',
    'Lawal',
    'Adewale',
    'Agbaje',
    'Ojo',
    'Okonkwo',
    'Okafor',
    'Eze',
    'Nwosu',
    'Nwachukwu',
    'Okeke',
    'Igwe',
    'Nnadi',
    'Anyanwu',
    'Ogbonna',
    'Umeh',
    'Obiora',
    'Ibrahim',
    'Bello',
    'Abubakar',
    'Musa',
    'Yusuf',
    'Sani',
    'Aliyu',
    'Garba',
    'Shehu',
    'Usman',
    'Bassey',
    'Effiong',
    'Etim',
    'Akpan',
    'Udoh',
    'Briggs',
    'Omoregie',
    'Osagie',
    'Iyamu',
    'Edet',
    'Tor',
    'Ekanem',
    'Oyelaran',
  ],

  reviewTexts: {
    1: [
      'I arrived on time and was told my booking had been given to someone else. No apology and no offer to fit me in later. Very disappointing.',
      'Careless and painful. My skin was irritated for days afterwards, and when I called the salon they did not take my complaint seriously.',
      'Waited two hours past my booked time, then the stylist left halfway through to attend to another client. The result was messy and I had to go elsewhere to fix it.',
      'The same tools were used on the client before me without any cleaning in between. I was not comfortable and left before the service was finished.',
      'The final bill was almost double the listed price and the staff were rude when I asked why. I will not be returning.',
      'Nothing like what I asked for, even with a reference photo. When I raised it I was told that is how it is done. Very poor service.',
    ],
    2: [
      'Started over an hour late and nobody called to warn me. The result was okay, but I had to cancel my evening plans because of the delay.',
      'The stylist was rough and did not ease up when I said it hurt. The salon itself was clean, but I expected more care for the price.',
      'I was charged for extras I did not agree to before the service started. The work itself was only average, so it did not feel worth it.',
      'The towels did not look fresh and I did not see the tools being sterilised. Staff were polite, but hygiene needs serious attention.',
      'It did not last. Within a few days it looked untidy, and when I went back they wanted to charge me again to fix it.',
      'I booked a specific stylist but was given a trainee without being asked. She tried her best, but the finish was uneven.',
      'The booking said two hours and it took almost four. No real explanation, and the waiting area was hot with no working AC.',
    ],
    3: [
      'The result was fine, but I waited almost forty minutes past my booked time with no explanation. Friendly staff; they just need better time management.',
      'Decent service at a fair price and a clean space. The stylist was on her phone a lot, though, and the finish was not as neat as I hoped.',
      'Average visit. The service itself was okay, but the power went off and it took a while for the generator to come on, so everything ran late.',
      'Good skills but so-so communication. I asked for something specific and got something close, not quite it. They did offer a small fix at the end.',
      'Nice location and a friendly receptionist. The work was acceptable but felt rushed at the end, and I had to point out a few spots to redo.',
      'Prices were exactly as listed, which I appreciate. The waiting area was crowded on a Saturday and the service ran an hour over.',
      'Okay for the price. Nothing wrong, nothing special. I would try another stylist here before deciding whether to come back.',
    ],
    4: [
      'Really good service and a lovely result. We started about fifteen minutes late, but my stylist apologised and did not rush the work to make up for it.',
      'Clean salon, friendly staff and a neat finish that is exactly what I asked for. Parking was a bit tight, otherwise it would be five stars.',
      'Great attention to detail and very gentle hands. It ran a little over the booked time, so plan a small buffer, but I am very happy with the outcome.',
      'Good value and a warm, welcoming team. The reception could use more seats on a busy Saturday, but the service itself was excellent.',
      'Skilled and patient, and she explained aftercare clearly so I know how to make it last. The AC struggled a bit on a hot afternoon, but I will be back.',
      'Professional and on time. The result looks great; their POS was down that day so I paid by transfer instead, which was no problem.',
      'Very neat work in a clean, organised space with fresh towels for every client. Slightly pricier than my usual place, but you can see where the money goes.',
      'Lovely experience overall. The music was a bit loud for my taste, but the staff were kind, careful and the result has held up beautifully.',
    ],
    5: [
      'Started exactly on time and finished when they said it would. My stylist checked in with me throughout and the result is even better than the picture I brought.',
      'Spotless place, fresh towels and tools taken out of a sealed pouch in front of me. Attention to detail was excellent and everyone was so polite.',
      'I have tried many places and this is the first where I felt truly listened to. She took her time, explained everything and never rushed me. Worth every naira.',
      'Booked online in two minutes, walked in and was seated straight away. Lovely atmosphere, good music, and the finish is so neat my friends keep asking where I went.',
      'Very gentle and patient, even though I came in nervous. The price was exactly what was listed and I paid by transfer without any wahala. Highly recommend.',
      'Professional from start to finish. NEPA took light halfway through but the generator came on within a minute and nobody missed a beat. Beautiful result.',
      'My new go-to place. Clean, calm, and they remembered exactly how I like things done from my last visit. Five stars without thinking twice.',
      'Came in before a big occasion and left feeling like a celebrity. Punctual, a warm welcome, chilled water while I waited and a result that lasted all night.',
      'Honest advice, fair prices and a stylist who clearly loves her work. She even showed me how to look after it at home. Thank you so much!',
      'Everything was on point: easy booking, perfect timing, real hygiene and a flawless final look. I booked my next appointment before I left.',
    ],
  },
};
