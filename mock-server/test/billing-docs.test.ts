import { CALLS } from '@mo/contracts';
import { buildSeed } from '@mo/fixtures';

// The examples' shape and their place in the OpenAPI document: body-examples.test.ts.
const seed = buildSeed();

describe('OpenAPI: the premium billing download examples', () => {
  it("names a seeded invoice of the example's policy in the download examples", () => {
    for (const call of [CALLS.billingDetailFiles, CALLS.billingReport]) {
      const example = (call.body as { examples?: { invoiceNo: string; policyNo: string }[] })
        .examples![0]!;
      const invoice = seed.invoices.find((i) => i.invoiceNo === example.invoiceNo);
      expect(invoice?.policyNo).toBe(example.policyNo);
    }
  });
});
