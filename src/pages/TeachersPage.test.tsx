import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../tests/setup/render';
import { selectionSteps, teachers } from '@/content/teachers/teachers.data';
import { TeachersPage } from './TeachersPage';

const renderPage = () => renderWithRouter(<TeachersPage teachers={teachers} selectionSteps={selectionSteps} />, '/giao-vien');

describe('teachers page', () => {
  it('opens with a hero over the teachers illustration', async () => {
    await renderPage();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Đội ngũ giáo viên tận tâm, đạt chuẩn Cambridge');
    const hero = screen.getByRole('region', { name: heading.textContent });
    expect(hero.querySelector('img')).toHaveAttribute('src', '/images/heroes/teachers.svg');
    expect(hero.querySelector('source')).toHaveAttribute('srcset', '/images/heroes/teachers-mobile.svg');
    expect(within(hero).getByRole('link', { name: 'Đăng ký học thử miễn phí' })).toHaveAttribute('href', '/#dang-ky');
  });

  it("shows all eight teachers' full profiles, seven with an extra qualification (the eighth's degree is a TESOL master's)", async () => {
    await renderPage();
    const team = await screen.findByRole('region', { name: 'GẶP GỠ THẦY CÔ' });
    const profiles = within(team).getAllByRole('article');
    expect(profiles).toHaveLength(8);
    let withBadge = 0;
    teachers.forEach((teacher, index) => {
      const profile = profiles[index]!;
      expect(profile).toHaveAccessibleName(teacher.name);
      expect(within(profile).getByRole('heading', { level: 3 })).toHaveTextContent(teacher.name);
      expect(profile).toHaveTextContent(teacher.subject);
      expect(profile).toHaveTextContent(teacher.degree);
      expect(profile.querySelector('blockquote')).toHaveTextContent(teacher.quote);
      expect(profile.querySelector('img')).toHaveAttribute('src', `/${teacher.avatar.src}`);
      if (teacher.score) {
        expect(within(profile).getByText(teacher.score)).toBeInTheDocument();
        withBadge += 1;
      }
    });
    expect(withBadge).toBe(7);
  });

  it('explains in four steps how teachers are selected and trained', async () => {
    await renderPage();
    const selection = await screen.findByRole('region', { name: 'TUYỂN CHỌN VÀ ĐÀO TẠO GIÁO VIÊN' });
    const steps = within(selection).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(selectionSteps.map((step) => step.title));
  });

  it('ends with the registration block', async () => {
    await renderPage();
    expect(screen.getAllByRole('region').at(-1)).toHaveAttribute('id', 'dang-ky');
  });
});
