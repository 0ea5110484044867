import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The files of a certificate made for one run of a local HTTPS server. */
export interface Certificate {
  certificate: string;
  key: string;
}

/** The key of a certificate: an elliptic curve (P-256), or RSA (2048 bits), as Mozilla's profiles allow. */
const KEYS = {
  ec: '-newkey ec -pkeyopt ec_paramgen_curve:prime256v1',
  rsa: '-newkey rsa:2048',
} as const;

/**
 * Makes a self-signed certificate in `dir` with openssl, valid for two days for the names given as
 * a subjectAltName (`IP:127.0.0.1`, `DNS:flagcdn.com`, or several joined with commas), with an
 * elliptic-curve key unless `key` asks for RSA. Browsers that test against it are told to accept it;
 * it never leaves the machine.
 */
export async function selfSignedCertificate(
  dir: string,
  subjectAltName: string,
  { key: keyType = 'ec' }: { key?: keyof typeof KEYS } = {},
): Promise<Certificate> {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const commonName = subjectAltName.replace(/^[A-Z]+:/, '').split(',')[0];
  await run('openssl', [
    'req',
    ...`-x509 ${KEYS[keyType]} -nodes -days 2`.split(' '),
    '-subj',
    `/CN=${commonName}`,
    '-addext',
    `subjectAltName=${subjectAltName}`,
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  return { certificate, key };
}
