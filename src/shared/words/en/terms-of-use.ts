import { brand } from '../../brand';
import type { LegalDocument } from '../legal-document';

/** The binding English text; the shared closing section (legal.contactSection) follows it. */
export const termsOfUse: LegalDocument = {
  sections: [
    {
      id: 'agreement',
      heading: 'About these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `These terms are an agreement between you and ${brand.legalName} ("${brand.name}", "we", "us") of ${brand.city}, ${brand.country}. By using our website, ordering a template or accepting one of our quotes, you agree to them. If you act for a business, you agree for that business.`,
        },
        {
          kind: 'paragraph',
          text: [
            'How we handle personal information is explained in our ',
            { kind: 'link', to: '/privacy-policy', text: 'Privacy Policy' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'using-the-site',
      heading: 'Using our website',
      blocks: [
        {
          kind: 'list',
          items: [
            'Use the site lawfully and give true details when you contact us or ask for a quote.',
            'Do not try to break into, overload or disrupt the site, or copy it by automated means.',
            'Template previews are for evaluating a design before you buy it, not for running a live business site.',
            'The help chat gives general answers produced automatically. It is guidance, not advice or a promise; for anything binding, write to us.',
          ],
        },
      ],
    },
    {
      id: 'ordering',
      heading: 'Ordering and quotes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ordering is quote-only. Adding templates to your cart and sending the checkout form is a quote request, not a purchase, and it does not commit you to anything. Online payment on the site is temporarily unavailable.',
        },
        {
          kind: 'list',
          items: [
            'We answer every quote request within 24 hours with a detailed proposal and an invoice.',
            'A contract begins when you accept our proposal and we confirm your payment (or, for a custom project, your deposit).',
            'Prices are in Papua New Guinea Kina (K). Any US dollar figure on the site is an estimate at about 1 USD to 4 PGK, for guidance only; your invoice is in Kina.',
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are paid by bank transfer, and by mobile money where the invoice lists it. Invoices state what is due and when.',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Templates',
              text: 'are paid in full before delivery.',
            },
            {
              term: 'Custom projects',
              text: 'need a 50% deposit before work starts. The balance is due on completion, before the site goes live, unless the proposal sets out other milestones.',
            },
            {
              term: 'Recurring services',
              text: 'such as hosting, maintenance and support plans, are billed in advance. If a payment is overdue, we remind you; a service is suspended after 15 days of non-payment and restored as soon as the payment arrives.',
            },
          ],
        },
      ],
    },
    {
      id: 'templates-and-licence',
      heading: 'Templates and your licence',
      blocks: [
        {
          kind: 'list',
          items: [
            'We deliver a template within 24 hours of confirming your payment.',
            'Each template licence covers one business and one website. You may change it as much as you like for that site.',
            'You may not resell, share or give away the template itself, or offer it as a template of your own.',
            'The content you add (text, photos, logos) stays yours.',
          ],
        },
      ],
    },
    {
      id: 'warranty',
      heading: 'Template warranty',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every template comes with a 30-day template warranty from the day we deliver it: if it does not work as described, we fix it free of charge.',
        },
        {
          kind: 'paragraph',
          text: 'The warranty does not cover changes made by you or by others, problems caused by your hosting provider or other software, or new features.',
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Technical issues',
              text: 'if a template has a technical issue we cannot fix, ask for a refund within 7 days of delivery.',
            },
            {
              term: 'Duplicate purchase',
              text: 'if you paid for the same template twice, ask for a refund within 24 hours of the second payment.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Write to ',
            { kind: 'email', mailbox: 'support' },
            ' with your invoice number. Approved refunds are processed in 5-10 business days, to the payment method you used.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you cancel a custom project, we refund the part of your deposit that does not cover work already done.',
        },
      ],
    },
    {
      id: 'custom-projects',
      heading: 'Custom projects',
      blocks: [
        {
          kind: 'list',
          items: [
            'The scope, price and timeline are those in the proposal you accepted.',
            'Changes outside that scope are quoted separately before we start them.',
            'We need your content, feedback and approvals on time to keep to the timeline.',
            'Ownership of the finished work passes to you once it is paid in full. We may show it in our portfolio unless you ask us not to.',
          ],
        },
      ],
    },
    {
      id: 'sustainability-pledge',
      heading: 'Our tree-planting pledge',
      blocks: [
        {
          kind: 'paragraph',
          text: `Every project and every template order funds the planting of one tree in ${brand.country}. You can fund extra trees at K5 each when you ask for a quote. Trees are planted by our partners in the planting seasons, so planting can follow your order by some months.`,
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: `The website, its text, graphics, templates and code belong to ${brand.legalName} or are used with permission. Projects in our portfolio are shown with our clients' agreement; their names and marks belong to them.`,
        },
      ],
    },
    {
      id: 'third-parties',
      heading: 'Other websites and services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our site links to services we do not run, such as WhatsApp, social networks and the live sites of our clients. Their own terms and privacy policies apply there, and we are not responsible for their content.',
        },
      ],
    },
    {
      id: 'disputes',
      heading: 'Disputes',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'If something goes wrong, tell us first at ',
            { kind: 'email', mailbox: 'legal' },
            '. We will investigate and give you our answer within 14 days.',
          ],
        },
        {
          kind: 'paragraph',
          text: `If we cannot agree, we will both try mediation before going to court. These terms are governed by the laws of ${brand.country}, and its courts decide any dispute.`,
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Limits of our liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We build and support our work with care, but we cannot promise that a website will never be unavailable or that it will bring a particular result.',
        },
        {
          kind: 'paragraph',
          text: 'As far as the law allows, our total liability to you for any claim is capped at 12 months of payments: the amount you paid us in the 12 months before the claim. We are not liable for indirect losses such as lost profits or lost data. Nothing in these terms limits any liability that cannot be limited by law.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms. The new version is published here with a new version number and effective date, and applies to orders and quotes from that date. Work already agreed continues under the terms in force when you accepted our proposal.',
        },
      ],
    },
  ],
};
