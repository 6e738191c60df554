import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './footer';
import { ScrollToTopButton } from './scroll-to-top';

describe('footer', () => {
  it('shows contact, page links, more info, social links, copyright and the open hours', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    const inFooter = within(footer);
    expect(inFooter.getByRole('link', { name: /\+1 \(555\)/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(footer.querySelector('address')).toHaveTextContent(/Springfield/);
    const pages = within(inFooter.getByRole('navigation', { name: 'Quick Links' }));
    for (const [name, href] of [['Home', '/'], ['About Us', '/about-us'], ['Events', '/events'], ['Contact Us', '/contact-us'], ['FAQs', '/faqs']]) {
      expect(pages.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const more = within(inFooter.getByRole('navigation', { name: 'More Info' }));
    for (const [name, href] of [['Privacy Policy', '/privacy-policy'], ['Terms of Use', '/terms'], ['Get Involved', '/get-involved']]) {
      expect(more.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const name of ['Facebook', 'X (Twitter)', 'Instagram', 'LinkedIn', 'YouTube']) {
      expect(inFooter.getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
    expect(inFooter.getByText(`© ${new Date().getFullYear()} Blood Donation. All rights reserved.`)).toBeInTheDocument();
    const hours = inFooter.getAllByRole('listitem').map((item) => item.textContent);
    expect(hours).toEqual(
      expect.arrayContaining([
        'Monday to Thursday9:00am to 5:00pm',
        'Friday9:00am to 4:00pm',
        'Saturday9:00am to 1:30pm',
        'Sunday9:30am to 12:00pm',
      ]),
    );
  });
});

describe('scroll-to-top button', () => {
  function scrollTo(y: number) {
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  }

  it('appears beyond 300 px and scrolls back up', async () => {
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(301);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});
