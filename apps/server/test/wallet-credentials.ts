import { createHash, generateKeyPairSync, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

// Throwaway credentials made at test time for the phone wallets (ADR 058): a root CA standing in
// for Apple's, a "WWDR" intermediate under it, a pass certificate under that (its key encrypted
// with a passphrase, as Keychain exports it), a TLS certificate for the local APNs stand-in, and
// a Google service account key. Nothing here is committed or reaches a real service.

interface Issued {
  certPem: string;
  keyPem: string;
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

let serial = 1;

function rsaKeys() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  return { key, keyPem, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

function issue(subjectCn: string, issuer: Issued | 'self', extensions: object[]): Issued {
  const { key, keyPem, publicKey } = rsaKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = String(serial++).padStart(2, '0');
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  cert.setSubject([{ name: 'commonName', value: subjectCn }]);
  cert.setIssuer(issuer === 'self' ? cert.subject.attributes : issuer.cert.subject.attributes);
  cert.setExtensions(extensions);
  cert.sign(issuer === 'self' ? key : issuer.key, forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem, cert, key };
}

export interface WalletCredentials {
  rootPem: string;
  wwdrPem: string;
  passCertPem: string;
  passKeyEncryptedPem: string;
  passphrase: string;
  apnsServer: { certPem: string; keyPem: string };
  google: { privateKeyPem: string; publicKeyPem: string };
}

export function makeWalletCredentials(): WalletCredentials {
  const ca = [
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', keyCertSign: true },
  ];
  const root = issue('Test Root CA', 'self', ca);
  const wwdr = issue('Test WWDR Intermediate', root, ca);
  const pass = issue('Pass Type ID: pass.test.stepup.vouchers', wwdr, [
    { name: 'keyUsage', digitalSignature: true },
    { name: 'extKeyUsage', clientAuth: true },
  ]);
  const apns = issue('localhost', root, [
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ]);
  const passphrase = 'test-pass-phrase';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    rootPem: root.certPem,
    wwdrPem: wwdr.certPem,
    passCertPem: pass.certPem,
    passKeyEncryptedPem: forge.pki.encryptRsaPrivateKey(pass.key, passphrase, {
      algorithm: 'aes256',
    }),
    passphrase,
    apnsServer: { certPem: apns.certPem, keyPem: apns.keyPem },
    google: {
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
  };
}

/**
 * Checks a pass's `signature` as Wallet does: a detached PKCS #7 SignedData over manifest.json,
 * whose signer's certificate chains to the root through the WWDR certificate, whose signed
 * attributes hold manifest.json's digest, and whose signature over those attributes verifies
 * with the signer's public key. Answers the signer's subject CN; throws otherwise.
 */
export function verifyPassSignature(signature: Buffer, manifest: Buffer, rootPem: string): string {
  const asn = forge.asn1.fromDer(forge.util.createBuffer(signature.toString('binary')));
  const message = forge.pkcs7.messageFromAsn1(asn) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { content?: unknown; signerInfos: forge.asn1.Asn1[] };
  };
  if (message.rawCapture.content) throw new Error('not detached: the signature holds content');
  const certificates = message.certificates.map(
    (cert) => new X509Certificate(forge.pki.certificateToPem(cert)),
  );
  const root = new X509Certificate(rootPem);
  const wwdr = certificates.find((cert) => cert.ca && cert.checkIssued(root));
  if (!wwdr || !wwdr.verify(root.publicKey)) throw new Error('no WWDR certificate under the root');
  const signer = certificates.find((cert) => !cert.ca && cert.checkIssued(wwdr));
  if (!signer || !signer.verify(wwdr.publicKey)) throw new Error('no signer under the WWDR');

  // SignerInfo ::= SEQUENCE { version, issuerAndSerialNumber, digestAlgorithm,
  //   [0] IMPLICIT authenticatedAttributes, digestEncryptionAlgorithm, encryptedDigest, … }
  const [signerInfo] = message.rawCapture.signerInfos;
  const parts = signerInfo!.value as forge.asn1.Asn1[];
  const capture = {
    digestAlgorithm: (parts[2]!.value as forge.asn1.Asn1[])[0]!.value as string,
    authenticatedAttributes: parts.find(
      (part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0,
    )?.value as forge.asn1.Asn1[] | undefined,
    signature: parts.find(
      (part) =>
        part.tagClass === forge.asn1.Class.UNIVERSAL && part.type === forge.asn1.Type.OCTETSTRING,
    )?.value as string | undefined,
  };
  const digestOid = forge.asn1.derToOid(capture.digestAlgorithm);
  const hash =
    digestOid === forge.pki.oids.sha1
      ? 'sha1'
      : digestOid === forge.pki.oids.sha256
        ? 'sha256'
        : '';
  if (!hash) throw new Error(`unexpected digest ${digestOid}`);
  const attributes = capture.authenticatedAttributes ?? [];
  const digestAttribute = attributes.find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) ===
      forge.pki.oids.messageDigest!,
  );
  const set = (digestAttribute?.value as forge.asn1.Asn1[] | undefined)?.[1];
  const digest = ((set?.value as forge.asn1.Asn1[] | undefined)?.[0]?.value ?? '') as string;
  if (
    Buffer.from(digest, 'binary').toString('hex') !==
    createHash(hash).update(manifest).digest('hex')
  ) {
    throw new Error("the signed digest is not manifest.json's");
  }
  const signedAttributes = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    attributes,
  );
  const signedBytes = Buffer.from(forge.asn1.toDer(signedAttributes).getBytes(), 'binary');
  if (!verify(hash, signedBytes, signer.publicKey, Buffer.from(capture.signature!, 'binary'))) {
    throw new Error('the signature does not verify with the signer certificate');
  }
  return /CN=([^\n]+)/.exec(signer.subject)?.[1] ?? '';
}
