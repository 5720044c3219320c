import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/setup/render';
import { parentTestimonials } from '@/content/students/testimonials.data';
import { ParentTestimonials } from './ParentTestimonials';

describe('parent testimonials', () => {
  it('shows the heading, then each quote signed with the parent and the child’s class, then the question of how parents follow progress', async () => {
    await renderWithRouter(<ParentTestimonials testimonials={parentTestimonials} />, '/hoc-vien');
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
    expect(within(section).getByRole('link', { name: /^Câu hỏi thường gặp về/ })).toHaveAttribute('href', '/cau-hoi-thuong-gap#bao-cao-tien-bo');
  });
});
