/**
 * Password protection of an Office Open XML file as Excel does it (ECMA-376 agile encryption,
 * [MS-OFFCRYPTO] 2.3.4.10 to 2.3.4.14): the workbook is encrypted with AES-256-CBC under a random
 * key, that key under one derived from the password (SHA-512, 100,000 rounds), and both go into an
 * OLE compound file ([MS-CFB], version 3) with the streams EncryptionInfo and EncryptedPackage.
 *
 * Used to make the bulk update's password-protected fixture (scripts/make-bulk-fixtures.ts);
 * `decryptOoxml` reads such a file back, so a test can tell the fixture is a real one.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac } from 'node:crypto';

const HASH = 'sha512';
const HASH_SIZE = 64;
const SALT_SIZE = 16;
const BLOCK_SIZE = 16;
const KEY_BITS = 256;
const SPIN_COUNT = 100_000;
const SEGMENT = 4096;
const CIPHER = 'aes-256-cbc';

/** The block keys of [MS-OFFCRYPTO] 2.3.4.11 to 2.3.4.14. */
const BLOCK = {
  verifierInput: Buffer.from('fea7d2763b4b9e79', 'hex'),
  verifierValue: Buffer.from('d7aa0f6d3061344e', 'hex'),
  key: Buffer.from('146e0be7abacd0d6', 'hex'),
  hmacKey: Buffer.from('5fb2ad010cb9e1f6', 'hex'),
  hmacValue: Buffer.from('a0677f02b22c8433', 'hex'),
};

const hash = (...parts: Buffer[]) => createHash(HASH).update(Buffer.concat(parts)).digest();
const uint32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
/** Zero padding to a multiple of `size` (the cipher runs without its own padding). */
const padTo = (data: Buffer, size: number) =>
  data.length % size === 0
    ? data
    : Buffer.concat([data, Buffer.alloc(size - (data.length % size))]);
/** Cut or pad (with 0x36) to `size` bytes ([MS-OFFCRYPTO] 2.3.4.12). */
const fit = (data: Buffer, size: number, fill = 0x36) =>
  data.length >= size
    ? data.subarray(0, size)
    : Buffer.concat([data, Buffer.alloc(size - data.length, fill)]);

const aes = (encrypt: boolean, key: Buffer, iv: Buffer, data: Buffer) => {
  const cipher = encrypt ? createCipheriv(CIPHER, key, iv) : createDecipheriv(CIPHER, key, iv);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
};

/** The keys a password gives, one per block key ([MS-OFFCRYPTO] 2.3.4.11). */
const passwordKeys = (password: string, salt: Buffer) => {
  let h = hash(salt, Buffer.from(password, 'utf16le'));
  for (let i = 0; i < SPIN_COUNT; i += 1) h = hash(uint32(i), h);
  return (blockKey: Buffer) => fit(hash(h, blockKey), KEY_BITS / 8);
};

/** Encrypts (or decrypts) the package in 4,096-byte segments, each with its own IV. */
const cryptPackage = (encrypt: boolean, key: Buffer, keySalt: Buffer, data: Buffer) => {
  const out: Buffer[] = [];
  for (let i = 0, offset = 0; offset < data.length; i += 1, offset += SEGMENT) {
    const iv = fit(hash(keySalt, uint32(i)), BLOCK_SIZE);
    out.push(aes(encrypt, key, iv, padTo(data.subarray(offset, offset + SEGMENT), BLOCK_SIZE)));
  }
  return Buffer.concat(out);
};

const ATTRS = `saltSize="${SALT_SIZE}" blockSize="${BLOCK_SIZE}" keyBits="${KEY_BITS}" hashSize="${HASH_SIZE}" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512"`;
const PASSWORD_URI = 'http://schemas.microsoft.com/office/2006/keyEncryptor/password';

/**
 * Encrypts an .xlsx (or any OOXML package) with `password`. `random(n)` gives the n random bytes
 * each salt and key needs: pass a deterministic one to make the same file again.
 */
export const encryptOoxml = (
  plain: Buffer,
  password: string,
  random: (n: number) => Buffer,
): Buffer => {
  const secretKey = random(KEY_BITS / 8);
  const keySalt = random(SALT_SIZE);
  const passwordSalt = random(SALT_SIZE);
  const verifier = random(SALT_SIZE);
  const hmacSalt = random(HASH_SIZE);

  const size = Buffer.alloc(8);
  size.writeBigUInt64LE(BigInt(plain.length));
  const encryptedPackage = Buffer.concat([size, cryptPackage(true, secretKey, keySalt, plain)]);

  const ivFor = (blockKey: Buffer) => fit(hash(keySalt, blockKey), BLOCK_SIZE);
  const hmac = createHmac(HASH, hmacSalt).update(encryptedPackage).digest();
  const encryptedHmacKey = aes(true, secretKey, ivFor(BLOCK.hmacKey), hmacSalt);
  const encryptedHmacValue = aes(true, secretKey, ivFor(BLOCK.hmacValue), hmac);

  const keyFor = passwordKeys(password, passwordSalt);
  const withPassword = (blockKey: Buffer, data: Buffer) =>
    aes(true, keyFor(blockKey), passwordSalt, padTo(data, BLOCK_SIZE));
  const b64 = (b: Buffer) => b.toString('base64');
  const xml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n' +
    '<encryption xmlns="http://schemas.microsoft.com/office/2006/encryption" ' +
    `xmlns:p="${PASSWORD_URI}" ` +
    'xmlns:c="http://schemas.microsoft.com/office/2006/keyEncryptor/certificate">' +
    `<keyData ${ATTRS} saltValue="${b64(keySalt)}"/>` +
    `<dataIntegrity encryptedHmacKey="${b64(encryptedHmacKey)}" encryptedHmacValue="${b64(encryptedHmacValue)}"/>` +
    `<keyEncryptors><keyEncryptor uri="${PASSWORD_URI}">` +
    `<p:encryptedKey spinCount="${SPIN_COUNT}" ${ATTRS} saltValue="${b64(passwordSalt)}" ` +
    `encryptedVerifierHashInput="${b64(withPassword(BLOCK.verifierInput, verifier))}" ` +
    `encryptedVerifierHashValue="${b64(withPassword(BLOCK.verifierValue, hash(verifier)))}" ` +
    `encryptedKeyValue="${b64(withPassword(BLOCK.key, secretKey))}"/>` +
    '</keyEncryptor></keyEncryptors></encryption>';
  // Version 4.4, flags 0x40 (agile), then the descriptor.
  const encryptionInfo = Buffer.concat([
    Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]),
    Buffer.from(xml, 'utf8'),
  ]);
  return writeCompoundFile([
    { name: 'EncryptionInfo', data: encryptionInfo },
    { name: 'EncryptedPackage', data: encryptedPackage },
  ]);
};

/** Thrown by `decryptOoxml` for a wrong password or a package whose HMAC does not match. */
export class OfficeDecryptError extends Error {}

/** Reads a file made as `encryptOoxml` makes it (agile, password): the plain package. */
export const decryptOoxml = (file: Buffer, password: string): Buffer => {
  const streams = readCompoundFile(file);
  const info = streams.get('EncryptionInfo');
  const pkg = streams.get('EncryptedPackage');
  if (!info || !pkg) throw new OfficeDecryptError('not an encrypted OOXML file');
  if (info.readUInt16LE(0) !== 4 || info.readUInt16LE(2) !== 4) {
    throw new OfficeDecryptError('not agile encryption');
  }
  const xml = info.subarray(8).toString('utf8');
  const attr = (element: string, name: string) => {
    const tag = new RegExp(`<${element}\\b[^>]*>`).exec(xml)?.[0] ?? '';
    const value = new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    if (value === undefined) throw new OfficeDecryptError(`no ${element} ${name}`);
    return Buffer.from(value, 'base64');
  };
  const keySalt = attr('keyData', 'saltValue');
  const passwordSalt = attr('p:encryptedKey', 'saltValue');
  const keyFor = passwordKeys(password, passwordSalt);
  const open = (blockKey: Buffer, data: Buffer) => aes(false, keyFor(blockKey), passwordSalt, data);
  const verifier = open(BLOCK.verifierInput, attr('p:encryptedKey', 'encryptedVerifierHashInput'));
  const verifierHash = open(
    BLOCK.verifierValue,
    attr('p:encryptedKey', 'encryptedVerifierHashValue'),
  );
  if (!hash(verifier.subarray(0, SALT_SIZE)).equals(verifierHash.subarray(0, HASH_SIZE))) {
    throw new OfficeDecryptError('wrong password');
  }
  const secretKey = open(BLOCK.key, attr('p:encryptedKey', 'encryptedKeyValue')).subarray(
    0,
    KEY_BITS / 8,
  );
  const ivFor = (blockKey: Buffer) => fit(hash(keySalt, blockKey), BLOCK_SIZE);
  const hmacKey = aes(
    false,
    secretKey,
    ivFor(BLOCK.hmacKey),
    attr('dataIntegrity', 'encryptedHmacKey'),
  );
  const hmacValue = aes(
    false,
    secretKey,
    ivFor(BLOCK.hmacValue),
    attr('dataIntegrity', 'encryptedHmacValue'),
  );
  const actual = createHmac(HASH, hmacKey.subarray(0, HASH_SIZE)).update(pkg).digest();
  if (!actual.equals(hmacValue.subarray(0, HASH_SIZE))) {
    throw new OfficeDecryptError('the package does not match its HMAC');
  }
  const size = Number(pkg.readBigUInt64LE(0));
  return cryptPackage(false, secretKey, keySalt, pkg.subarray(8)).subarray(0, size);
};

/* ---- OLE compound file, version 3 (512-byte sectors), streams in the root storage only ---- */

const SECTOR = 512;
const MINI_SECTOR = 64;
const MINI_CUTOFF = 4096;
const ENTRIES_PER_SECTOR = SECTOR / 4;
const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const NOSTREAM = 0xffffffff;
const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

interface Stream {
  name: string;
  data: Buffer;
}

/** [MS-CFB] 2.6.4: shorter names first, then by upper-cased UTF-16 code units. */
export const compareNames = (a: string, b: string) =>
  a.length - b.length ||
  (a.toUpperCase() < b.toUpperCase() ? -1 : a.toUpperCase() > b.toUpperCase() ? 1 : 0);

const directoryEntry = (
  name: string,
  type: 1 | 2 | 5,
  black: boolean,
  links: { left: number; right: number; child: number },
  start: number,
  size: number,
) => {
  const e = Buffer.alloc(128);
  const encoded = Buffer.from(`${name}\0`, 'utf16le');
  if (encoded.length > 64) throw new Error(`name too long: ${name}`);
  encoded.copy(e, 0);
  e.writeUInt16LE(encoded.length, 64);
  e[66] = type;
  e[67] = black ? 1 : 0;
  e.writeUInt32LE(links.left, 68);
  e.writeUInt32LE(links.right, 72);
  e.writeUInt32LE(links.child, 76);
  e.writeUInt32LE(start, 116);
  e.writeUInt32LE(size, 120);
  return e;
};
const emptyEntry = () => {
  const e = Buffer.alloc(128);
  e.writeUInt32LE(NOSTREAM, 68);
  e.writeUInt32LE(NOSTREAM, 72);
  e.writeUInt32LE(NOSTREAM, 76);
  return e;
};

/**
 * A compound file whose root storage holds `streams`: those under 4,096 bytes in the mini stream,
 * the others in sectors of their own. The directory is a balanced tree, all black but the lowest
 * level (a valid red-black tree).
 */
export const writeCompoundFile = (streams: Stream[]): Buffer => {
  const sorted = [...streams].sort((a, b) => compareNames(a.name, b.name));
  const small = sorted.filter((s) => s.data.length < MINI_CUTOFF);
  const large = sorted.filter((s) => s.data.length >= MINI_CUTOFF);
  const sectorsOf = (bytes: number, unit: number) => Math.ceil(bytes / unit);

  // The mini stream and its FAT.
  const miniFat: number[] = [];
  const miniStart = new Map<Stream, number>();
  for (const s of small) {
    const n = sectorsOf(s.data.length, MINI_SECTOR);
    miniStart.set(s, n === 0 ? ENDOFCHAIN : miniFat.length);
    for (let i = 0; i < n; i += 1) miniFat.push(i === n - 1 ? ENDOFCHAIN : miniFat.length + 1);
  }
  const miniStream = Buffer.concat(small.map((s) => padTo(s.data, MINI_SECTOR)));

  const dirEntries = 1 + sorted.length;
  const dirSectors = sectorsOf(dirEntries * 128, SECTOR);
  const miniFatSectors = sectorsOf(miniFat.length * 4, SECTOR);
  const miniStreamSectors = sectorsOf(miniStream.length, SECTOR);
  const dataSectors =
    dirSectors +
    miniFatSectors +
    miniStreamSectors +
    large.reduce((n, s) => n + sectorsOf(s.data.length, SECTOR), 0);
  let fatSectors = 1;
  while (fatSectors * ENTRIES_PER_SECTOR < fatSectors + dataSectors) fatSectors += 1;
  if (fatSectors > 109) throw new Error('too large for a header-only DIFAT');

  const fat: number[] = Array<number>(fatSectors).fill(FATSECT);
  const chain = (count: number) => {
    if (count === 0) return ENDOFCHAIN;
    const start = fat.length;
    for (let i = 0; i < count; i += 1) fat.push(i === count - 1 ? ENDOFCHAIN : fat.length + 1);
    return start;
  };
  const dirStart = chain(dirSectors);
  const miniFatStart = chain(miniFatSectors);
  const miniStreamStart = chain(miniStreamSectors);
  const largeStart = new Map(large.map((s) => [s, chain(sectorsOf(s.data.length, SECTOR))]));
  while (fat.length % ENTRIES_PER_SECTOR !== 0) fat.push(FREESECT);

  // The root's children as a balanced binary tree over the sorted names (entry ids 1..n).
  const links = sorted.map(() => ({ left: NOSTREAM, right: NOSTREAM, child: NOSTREAM }));
  const depth = sorted.map(() => 0);
  const build = (lo: number, hi: number, d: number): number => {
    if (lo > hi) return NOSTREAM;
    const mid = Math.floor((lo + hi) / 2);
    depth[mid] = d;
    links[mid]!.left = build(lo, mid - 1, d + 1);
    links[mid]!.right = build(mid + 1, hi, d + 1);
    return mid + 1;
  };
  const top = build(0, sorted.length - 1, 0);
  const fullDepth = Math.floor(Math.log2(sorted.length + 1)) - 1;
  const entries = [
    directoryEntry(
      'Root Entry',
      5,
      true,
      { left: NOSTREAM, right: NOSTREAM, child: top },
      miniStream.length ? miniStreamStart : ENDOFCHAIN,
      miniStream.length,
    ),
    ...sorted.map((s, i) =>
      directoryEntry(
        s.name,
        2,
        depth[i]! <= fullDepth,
        links[i]!,
        s.data.length < MINI_CUTOFF ? miniStart.get(s)! : largeStart.get(s)!,
        s.data.length,
      ),
    ),
  ];
  while (entries.length < dirSectors * (SECTOR / 128)) entries.push(emptyEntry());

  const header = Buffer.alloc(SECTOR);
  SIGNATURE.copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(fatSectors, 44);
  header.writeUInt32LE(dirStart, 48);
  header.writeUInt32LE(MINI_CUTOFF, 56);
  header.writeUInt32LE(miniFatSectors ? miniFatStart : ENDOFCHAIN, 60);
  header.writeUInt32LE(miniFatSectors, 64);
  header.writeUInt32LE(ENDOFCHAIN, 68);
  header.writeUInt32LE(0, 72);
  for (let i = 0; i < 109; i += 1) header.writeUInt32LE(i < fatSectors ? i : FREESECT, 76 + 4 * i);

  const words = (values: number[]) => {
    const b = Buffer.alloc(values.length * 4);
    values.forEach((v, i) => b.writeUInt32LE(v, 4 * i));
    return b;
  };
  const paddedMiniFat = [...miniFat];
  while (paddedMiniFat.length % ENTRIES_PER_SECTOR !== 0) paddedMiniFat.push(FREESECT);
  return Buffer.concat([
    header,
    words(fat),
    ...entries,
    words(miniFatSectors ? paddedMiniFat : []),
    padTo(miniStream, SECTOR),
    ...large.map((s) => padTo(s.data, SECTOR)),
  ]);
};

/**
 * The streams of a compound file's root storage, by name, in the order of its directory tree
 * (version 3 or 4, no DIFAT sectors).
 */
export const readCompoundFile = (file: Buffer): Map<string, Buffer> => {
  if (!file.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a compound file');
  const sectorSize = 1 << file.readUInt16LE(30);
  const miniSize = 1 << file.readUInt16LE(32);
  const cutoff = file.readUInt32LE(56);
  const sector = (n: number) => file.subarray(sectorSize * (n + 1), sectorSize * (n + 2));
  const fat: number[] = [];
  for (let i = 0; i < file.readUInt32LE(44); i += 1) {
    const s = sector(file.readUInt32LE(76 + 4 * i));
    for (let j = 0; j < sectorSize; j += 4) fat.push(s.readUInt32LE(j));
  }
  const follow = (start: number, table: number[], read: (n: number) => Buffer) => {
    const parts: Buffer[] = [];
    for (let n = start, guard = 0; n !== ENDOFCHAIN && guard <= table.length; guard += 1) {
      parts.push(read(n));
      n = table[n] ?? ENDOFCHAIN;
    }
    return Buffer.concat(parts);
  };
  const dir = follow(file.readUInt32LE(48), fat, sector);
  const miniFatBytes =
    file.readUInt32LE(64) > 0 ? follow(file.readUInt32LE(60), fat, sector) : Buffer.alloc(0);
  const miniFat: number[] = [];
  for (let j = 0; j < miniFatBytes.length; j += 4) miniFat.push(miniFatBytes.readUInt32LE(j));
  const miniStream = follow(dir.readUInt32LE(116), fat, sector);
  // The root's children, in order: a walk of its tree (left, node, right).
  const streams = new Map<string, Buffer>();
  const visit = (id: number, guard: number) => {
    if (id === NOSTREAM || guard > dir.length / 128) return;
    const at = id * 128;
    visit(dir.readUInt32LE(at + 68), guard + 1);
    if (dir[at + 66] === 2) {
      const name = dir.subarray(at, at + dir.readUInt16LE(at + 64) - 2).toString('utf16le');
      const size = dir.readUInt32LE(at + 120);
      const start = dir.readUInt32LE(at + 116);
      const data =
        size < cutoff
          ? follow(start, miniFat, (n) => miniStream.subarray(n * miniSize, (n + 1) * miniSize))
          : follow(start, fat, sector);
      streams.set(name, data.subarray(0, size));
    }
    visit(dir.readUInt32LE(at + 72), guard + 1);
  };
  visit(dir.readUInt32LE(76), 0);
  return streams;
};
