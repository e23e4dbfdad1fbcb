import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isPasswordProtected } from '@mo/contracts';
import ExcelJS from 'exceljs';
import { BULK_FIXTURE_PASSWORD, BULK_FIXTURES } from './e2e-files';
import {
  compareNames,
  decryptOoxml,
  encryptOoxml,
  OfficeDecryptError,
  readCompoundFile,
  writeCompoundFile,
} from './office-encryption';

const fixture = (name: string) => readFileSync(resolve('e2e/files', name));
/** Deterministic bytes: tests make the same files every run. */
const bytes = (seed: string) => {
  let counter = 0;
  return (n: number) => {
    const parts: Buffer[] = [];
    for (let s = 0; s < n; s += 64) {
      parts.push(createHash('sha512').update(`${seed}-${counter++}`).digest());
    }
    return Buffer.concat(parts).subarray(0, n);
  };
};

describe('the shipped password-protected alteration form (e2e/files)', () => {
  const file = fixture(BULK_FIXTURES.passwordProtected);

  it('is an OLE compound file with the streams of an encrypted workbook', () => {
    expect(isPasswordProtected(file.subarray(0, 8))).toBe(true);
    const streams = readCompoundFile(file);
    expect([...streams.keys()].sort()).toEqual(['EncryptedPackage', 'EncryptionInfo']);
  });

  it('opens with its password as the valid alteration form, and not with another', async () => {
    const plain = decryptOoxml(file, BULK_FIXTURE_PASSWORD);
    expect(plain.equals(fixture(BULK_FIXTURES.valid))).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(plain as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('Alteration Type');
    expect(() => decryptOoxml(file, 'not-the-password')).toThrow(OfficeDecryptError);
  });
});

describe('encryptOoxml', () => {
  // Several 4,096-byte segments and a last one that is not a whole AES block.
  const plain = bytes('plain')(3 * 4096 + 1234);
  const encrypted = encryptOoxml(plain, 'pässwörd', bytes('keys'));

  it('round-trips through decryptOoxml with the password', () => {
    expect(decryptOoxml(encrypted, 'pässwörd').equals(plain)).toBe(true);
  });

  it('refuses a wrong password and a package changed after encryption', () => {
    expect(() => decryptOoxml(encrypted, 'password')).toThrow('wrong password');
    const streams = readCompoundFile(encrypted);
    const pkg = Buffer.from(streams.get('EncryptedPackage')!);
    pkg[100] = (pkg[100] ?? 0) ^ 0xff;
    const tampered = writeCompoundFile([
      { name: 'EncryptionInfo', data: streams.get('EncryptionInfo')! },
      { name: 'EncryptedPackage', data: pkg },
    ]);
    expect(() => decryptOoxml(tampered, 'pässwörd')).toThrow('HMAC');
  });

  it('describes agile AES-256 / SHA-512 encryption with a password key encryptor', () => {
    const info = readCompoundFile(encrypted).get('EncryptionInfo')!;
    expect([...info.subarray(0, 8)]).toEqual([4, 0, 4, 0, 0x40, 0, 0, 0]);
    const xml = info.subarray(8).toString('utf8');
    expect(xml).toContain('cipherAlgorithm="AES"');
    expect(xml).toContain('keyBits="256"');
    expect(xml).toContain('hashAlgorithm="SHA512"');
    expect(xml).toContain('spinCount="100000"');
    expect(xml).toContain('uri="http://schemas.microsoft.com/office/2006/keyEncryptor/password"');
  });
});

describe('compound files', () => {
  it('keeps small (mini stream) and large streams of any number, in a valid directory', () => {
    const streams = [
      { name: 'Zeta', data: bytes('z')(10) },
      { name: 'A', data: bytes('a')(4096) },
      { name: 'Bb', data: bytes('b')(100) },
      { name: 'Ccc', data: bytes('c')(9000) },
      { name: 'Dddd', data: Buffer.alloc(0) },
      { name: 'E', data: bytes('e')(4095) },
    ];
    const file = writeCompoundFile(streams);
    expect(file.length % 512).toBe(0);
    const read = readCompoundFile(file);
    for (const s of streams) expect(read.get(s.name)?.equals(s.data)).toBe(true);
    // The directory tree, walked in order, gives the names in the compound file's own order.
    expect([...read.keys()]).toEqual(streams.map((s) => s.name).sort(compareNames));
  });
});
