import type { PublicKey } from 'openpgp';

// openpgp.js is loaded when first needed: tests that render pages in jsdom load the content store,
// and openpgp.js cannot start in jsdom (its Uint8Array and jsdom's are not the same).
const pgp = () => import('openpgp');

/** The text a clear-signed file (RFC 9580, section 7) signs, and the line it starts on. */
export type SignedText = { text: string; line: number } | { problem: string };

const NOT_SIGNED =
  'this file is not a signed statement: it should start with the line -----BEGIN PGP SIGNED MESSAGE----- and end with the signature; sign it with gpg --clearsign, as content/README.md explains';

export async function signedText(file: string): Promise<SignedText> {
  try {
    const message = await (await pgp()).readCleartextMessage({ cleartextMessage: file });
    // The text starts after the armour's header lines and the empty line that ends them.
    const header = file.split('\n').findIndex((line, index) => index > 0 && line.trim() === '');
    return { text: message.getText(), line: header + 2 };
  } catch {
    return { problem: NOT_SIGNED };
  }
}

export type SigningKeyResult = { key: PublicKey; fingerprint: string } | { problem: string };

export async function readSigningKey(armored: string): Promise<SigningKeyResult> {
  try {
    const key = await (await pgp()).readKey({ armoredKey: armored });
    if (key.isPrivate()) {
      return {
        problem:
          'this file holds a private key, which must never be published: export only the public key, with gpg --armor --export',
      };
    }
    return { key, fingerprint: key.getFingerprint().toUpperCase() };
  } catch {
    return {
      problem:
        'this file is not an OpenPGP public key: export it with gpg --armor --export, as content/README.md explains',
    };
  }
}

/** What is wrong with a file's signature; nothing for a file that is no signed message, which signedText reports. */
export async function signatureProblem(
  file: string,
  key: PublicKey,
  keyFile: string,
): Promise<string | undefined> {
  const openpgp = await pgp();
  let message: Awaited<ReturnType<typeof openpgp.readCleartextMessage>>;
  try {
    message = await openpgp.readCleartextMessage({ cleartextMessage: file });
  } catch {
    return undefined;
  }
  try {
    const { signatures } = await openpgp.verify({ message, verificationKeys: key });
    if (signatures.length === 0) return NOT_SIGNED;
    await signatures[0].verified;
    return undefined;
  } catch (error) {
    const reason =
      error instanceof Error && /key/i.test(error.message)
        ? `it was not signed with the key in ${keyFile}`
        : 'its text was changed after it was signed';
    return `the signature does not match this statement: ${reason}; sign the statement again with the company's key (gpg --clearsign), as content/README.md explains`;
  }
}
