// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

/** The tile as a form holds it: a refusal is the field's error until the photo changes. */
function Tile({ error, initial = null }: { error?: string; initial?: File | null }) {
  const [file, setFile] = useState<File | null>(initial);
  const [refused, setRefused] = useState<string | null>(null);
  const change = (next: File | null) => {
    setRefused(null);
    setFile(next);
  };
  return (
    <>
      <PhotoTile
        label="Face"
        value={file}
        onChange={change}
        onRefuse={(message) => setRefused(message())}
        error={refused ?? error}
      />
      <button type="button" onClick={() => setFile(null)}>
        reset
      </button>
    </>
  );
}

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const input = () => screen.getByLabelText<HTMLInputElement>(/^(Add|Change) photo: Face$/);
/** Chooses a file and waits for the tile to take it (the drawability check is asynchronous). */
async function choose(file: File) {
  const made = createObjectURL.mock.calls.length;
  fireEvent.change(input(), { target: { files: [file] } });
  await waitFor(() => {
    expect(document.querySelector('.photo-tile__name')?.getAttribute('title')).toBe(file.name);
    // The name shows a render before the preview does (its URL is made in an effect): until then
    // the old preview is still on screen, and not yet revoked.
    expect(createObjectURL).toHaveBeenCalledTimes(made + 1);
    expect(document.querySelector<HTMLImageElement>('.photo-tile__preview')?.src).toBe(
      `blob:preview-${urls}`,
    );
  });
}

describe('PhotoTile', () => {
  it('is a labelled file input for png, gif and jpeg', () => {
    renderWithSite(<Tile />);
    expect(input().type).toBe('file');
    expect(input().accept).toBe('image/png,image/gif,image/jpeg');
    expect(input().getAttribute('aria-label')).toBe('Add photo: Face');
    expect(screen.getByText('Choose photo')).toBeTruthy();
  });

  it('shows a preview and the shortened name of the chosen file', async () => {
    renderWithSite(<Tile />);
    await choose(jpeg('minha-foto-de-perfil.jpeg'));
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Photo preview: Face' }).src).toBe(
      'blob:preview-1',
    );
    expect(screen.getByText('minha-f....jpeg').getAttribute('title')).toBe('minha-foto-de-perfil.jpeg');
    expect(input().getAttribute('aria-label')).toBe('Change photo: Face');
  });

  it('revokes the old preview when the photo changes, is removed, or the tile goes', async () => {
    const { unmount } = renderWithSite(<Tile />);
    await choose(jpeg('one.jpg'));
    await choose(jpeg('two.jpg'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo: Face' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(screen.queryByRole('img')).toBeNull();
    await choose(jpeg('three.jpg'));
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
  it('refuses a file that is not a png, gif or jpeg before anything is sent, and keeps what it had', async () => {
    renderWithSite(<Tile />);
    await choose(jpeg('rosto.jpg'));
    fireEvent.change(input(), {
      target: { files: [new File(['%PDF'], 'curriculo.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByText('“curriculo.pdf” is not a PNG, GIF or JPEG image.')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Photo preview: Face' }).src).toBe(
      'blob:preview-1',
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('refuses a file named like a photo that the browser cannot draw, keeping the photo it had', async () => {
    renderWithSite(<Tile />);
    await choose(jpeg('rosto.jpg'));
    // jsdom draws nothing: a browser's decode() of a text file renamed .jpg rejects.
    const decode = vi.fn(() => Promise.reject(new Error('EncodingError')));
    Object.assign(HTMLImageElement.prototype, { decode });
    try {
      fireEvent.change(input(), { target: { files: [jpeg('notas.jpg')] } });
      await screen.findByText('“notas.jpg” is not a PNG, GIF or JPEG image.');
    } finally {
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    }
    expect(decode).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.photo-tile__name')?.getAttribute('title')).toBe('rosto.jpg');
    expect(input().value).toBe('');
  });

  it('refuses a photo over 15 MB, keeping the photo it had', async () => {
    renderWithSite(<Tile />);
    await choose(jpeg('rosto.jpg'));
    const large = jpeg('grande.jpg');
    Object.defineProperty(large, 'size', { value: 20 * 1024 * 1024 });
    fireEvent.change(input(), { target: { files: [large] } });
    await screen.findByText('Photo too large (max 15 MB).');
    expect(document.querySelector('.photo-tile__name')?.getAttribute('title')).toBe('rosto.jpg');
    // A valid photo takes the message away.
    await choose(jpeg('outra.jpg'));
    expect(screen.queryByText('Photo too large (max 15 MB).')).toBeNull();
  });

  it('drops a photo that stops drawing (a browser without the check), leaving no broken preview', async () => {
    renderWithSite(<Tile />);
    await choose(jpeg('not-really.jpg'));
    fireEvent.error(screen.getByRole('img', { name: 'Photo preview: Face' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('“not-really.jpg” is not a PNG, GIF or JPEG image.')).toBeTruthy();
    expect(input().getAttribute('aria-label')).toBe('Add photo: Face');
  });
});
