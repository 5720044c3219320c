import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../tests/setup/render';
import { parentTestimonials } from '@/content/students/testimonials.data';
import { ParentTestimonials } from './ParentTestimonials';

describe('parent testimonials', () => {
  it('shows the heading, then each quote signed with the parent and the child’s class', () => {
    renderWithTheme(<ParentTestimonials testimonials={parentTestimonials} />);
    const section = screen.getByRole('region', { name: 'PHỤ HUYNH NÓI GÌ VỀ MẶT TRỜI NHỎ' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('PHỤ HUYNH NÓI GÌ VỀ MẶT TRỜI NHỎ');
    expect(within(section).getAllByRole('figure')).toHaveLength(parentTestimonials.length);
    for (const testimonial of parentTestimonials) {
      const quote = within(section).getByText(testimonial.quote);
      expect(quote).toBeVisible();
      const card = quote.closest('figure');
      if (!card) throw new Error(`no figure around the quote of ${testimonial.parent}`);
      expect(within(card).getByText(testimonial.parent)).toBeVisible();
      expect(within(card).getByText(testimonial.child)).toBeVisible();
    }
  });
});
