import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The files of a certificate made for one run of a local HTTPS server. */
export interface Certificate {
  certificate: string;
  key: string;
}

/**
 * Makes a self-signed certificate in `dir` with openssl, valid for two days for the names given as
 * a subjectAltName (`IP:127.0.0.1`, `DNS:flagcdn.com`). Browsers that test against it are told to
 * accept it; it never leaves the machine.
 */
export async function selfSignedCertificate(dir: string, subjectAltName: string): Promise<Certificate> {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const commonName = subjectAltName.replace(/^[A-Z]+:/, '');
  await run('openssl', [
    'req',
    ...'-x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2'.split(' '),
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
