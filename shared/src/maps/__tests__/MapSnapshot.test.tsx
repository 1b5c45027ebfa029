import { render, screen } from '@testing-library/react';
import { MapSnapshot } from '../MapSnapshot';

const square = [
  { lat: 37, lng: 22 },
  { lat: 37, lng: 22.0011263 },
  { lat: 37.0008983, lng: 22.0011263 },
  { lat: 37.0008983, lng: 22 },
];

describe('MapSnapshot', () => {
  it('draws the boundary with its vertices and area in hectares', () => {
    const { container } = render(<MapSnapshot boundary={square} />);
    const svg = screen.getByRole('img', { name: 'Boundary snapshot: 4 points, 1.00 ha' });
    expect(svg).toHaveAttribute('width', '1024');
    expect(svg).toHaveAttribute('height', '1024');
    expect(container.querySelector('polygon')?.getAttribute('points')?.split(' ')).toHaveLength(4);
    expect(container.querySelectorAll('circle')).toHaveLength(4);
    expect(screen.getByText('1.00 ha')).toBeInTheDocument();
  });

  it('takes a size', () => {
    render(<MapSnapshot boundary={square} width={300} height={200} />);
    expect(screen.getByRole('img')).toHaveAttribute('viewBox', '0 0 300 200');
  });

  it('says so when there is no boundary', () => {
    render(<MapSnapshot boundary={square.slice(0, 2)} />);
    expect(screen.getByText('No boundary drawn')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Boundary snapshot: no boundary drawn' }),
    ).toBeInTheDocument();
  });
});
