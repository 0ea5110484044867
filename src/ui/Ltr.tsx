import type { ReactNode } from 'react';

/**
 * A value written left to right on a page of any direction (a version, a checksum, a file name, a
 * key's fingerprint): isolated with `<bdi dir="ltr">`, so a right-to-left page lays it out as it is
 * written, its signs and dots where they belong, and the text around it stays in its own direction.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
