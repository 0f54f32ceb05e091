// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../testing/render-with-site';
import { PhotoTile } from './photo-tile';

let urls = 0;
const createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  urls = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(cleanup);

function Tile({ error, initial = null }: { error?: string; initial?: File | null }) {
  const [file, setFile] = useState<File | null>(initial);
  return (
    <>
      <PhotoTile label="Face" value={file} onChange={setFile} error={error} />
      <button type="button" onClick={() => setFile(null)}>
        reset
      </button>
    </>
  );
}

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const input = () => screen.getByLabelText(/^(Add|Change) photo: Face$/) as HTMLInputElement;

describe('PhotoTile', () => {
  it('is a labelled file input for png, gif and jpeg', () => {
    renderWithSite(<Tile />);
    expect(input().type).toBe('file');
    expect(input().accept).toBe('image/png,image/gif,image/jpeg');
    expect(input().getAttribute('aria-label')).toBe('Add photo: Face');
    expect(screen.getByText('Choose photo')).toBeTruthy();
  });

  it('shows a preview and the shortened name of the chosen file', () => {
    renderWithSite(<Tile />);
    fireEvent.change(input(), { target: { files: [jpeg('minha-foto-de-perfil.jpeg')] } });
    expect((screen.getByRole('img', { name: 'Photo preview: Face' }) as HTMLImageElement).src).toBe('blob:preview-1');
    expect(screen.getByText('minha-f....jpeg').getAttribute('title')).toBe('minha-foto-de-perfil.jpeg');
    expect(input().getAttribute('aria-label')).toBe('Change photo: Face');
  });

  it('revokes the old preview when the photo changes, is removed, or the tile goes', () => {
    const { unmount } = renderWithSite(<Tile />);
    fireEvent.change(input(), { target: { files: [jpeg('one.jpg')] } });
    fireEvent.change(input(), { target: { files: [jpeg('two.jpg')] } });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo: Face' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.change(input(), { target: { files: [jpeg('three.jpg')] } });
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-3');
    expect(revokeObjectURL).toHaveBeenCalledTimes(3);
  });

  it('shows the error beside the tile in the danger style', () => {
    renderWithSite(<Tile error="Please add this photo." />);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Please add this photo.');
    expect(input().getAttribute('aria-describedby')).toBe(message.id);
    expect(input().closest('.photo-tile')?.classList.contains('is-invalid')).toBe(true);
  });
});

describe('PhotoTile refusing files', () => {
  it('refuses a file that is not a png, gif or jpeg before anything is sent, and keeps what it had', () => {
    renderWithSite(<Tile />);
    fireEvent.change(input(), { target: { files: [jpeg('rosto.jpg')] } });
    fireEvent.change(input(), { target: { files: [new File(['%PDF'], 'curriculo.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('“curriculo.pdf” is not a PNG, GIF or JPEG image.')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('img', { name: 'Photo preview: Face' }) as HTMLImageElement).src).toBe('blob:preview-1');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('refuses a file named like a photo that cannot be drawn, leaving no broken preview', () => {
    renderWithSite(<Tile />);
    fireEvent.change(input(), { target: { files: [jpeg('not-really.jpg')] } });
    fireEvent.error(screen.getByRole('img', { name: 'Photo preview: Face' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('“not-really.jpg” is not a PNG, GIF or JPEG image.')).toBeTruthy();
    expect(input().getAttribute('aria-label')).toBe('Add photo: Face');
  });
});
