import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useEstateDrawingStore } from '@grovekeeper/shared';
import { LocationPickerHeaderSlot } from '../LocationPickerHeaderSlot';

const TRIANGLE = [
  { lat: 37.05, lng: 22.0 },
  { lat: 37.05, lng: 22.01 },
  { lat: 37.06, lng: 22.01 },
];

function renderSlot() {
  return render(
    <MemoryRouter initialEntries={['/location-picker']}>
      <Routes>
        <Route path="/location-picker" element={<LocationPickerHeaderSlot />} />
        <Route path="/wizard" element={<p>Wizard page</p>} />
        <Route path="/estates/e1" element={<p>Estate page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => useEstateDrawingStore.getState().reset());

describe('LocationPickerHeaderSlot', () => {
  it('shows nothing below 3 boundary points', () => {
    useEstateDrawingStore.getState().applyBoundary(TRIANGLE.slice(0, 2));
    renderSlot();
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    expect(screen.queryByText(/trees detected/)).not.toBeInTheDocument();
  });

  it("shows the detected count with 'trees detected' and OK back to the wizard from 3 points", async () => {
    const user = userEvent.setup();
    useEstateDrawingStore.getState().applyBoundary(TRIANGLE);
    renderSlot();
    expect(screen.getByText('50 trees detected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Wizard page')).toBeInTheDocument();
  });

  it('hides the count when it is 0 and follows the return route', async () => {
    const user = userEvent.setup();
    const store = useEstateDrawingStore.getState();
    store.applyBoundary(TRIANGLE);
    store.setDetectedTreeCount(0);
    store.setReturnTo('/estates/e1');
    renderSlot();
    expect(screen.queryByText(/trees detected/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Estate page')).toBeInTheDocument();
  });
});
