/** The content type of a file from its first bytes. Only the types we accept are recognised. */
export type AcceptedType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | 'video/mp4';

export function sniffContentType(bytes: Buffer): AcceptedType | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  // An ISO base media file (MP4): its first box is `ftyp` (size, then the type), with an MP4 or QuickTime brand.
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp' && /^(isom|iso[2-9]|mp4[12]|avc1|M4V |mp71|dash)$/.test(bytes.subarray(8, 12).toString('latin1'))) return 'video/mp4';
  return null;
}
