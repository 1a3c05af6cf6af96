import { storedAuthToken } from './support/api-auth';
import { expect, test } from './support/fixtures';
import { homeHeading } from './support/landmarks';

/**
 * With a connection string configured, error reports go to Application Insights (S1 §8). The
 * service is outside this product, so the test stands in for its ingestion endpoint and reads
 * what the SDK sends there.
 */
const INGESTION = 'https://ingestion.appinsights.test';
test.use({
  serverEnv: {
    APPINSIGHTS_CONNECTION_STRING: `InstrumentationKey=00000000-0000-0000-0000-0000000000e2;IngestionEndpoint=${INGESTION}/`,
  },
});

test('an uncaught error reaches Application Insights as an exception, with no token in it', async ({
  page,
  signIn,
}) => {
  const sent: string[] = [];
  await page.route(`${INGESTION}/**`, async (route) => {
    sent.push(route.request().postData() ?? '');
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ itemsReceived: 1, itemsAccepted: 1, errors: [] }),
    });
  });
  await signIn('admin');
  await expect(homeHeading(page)).toBeVisible();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: boom for insights');
    });
  });

  await expect.poll(() => sent.some((body) => body.includes('e2e: boom for insights'))).toBe(true);
  const envelope = sent.find((body) => body.includes('e2e: boom for insights')) ?? '';
  expect(envelope).toContain('ExceptionData');
  expect(envelope).toContain('0000000000e2');
  expect(envelope).not.toContain(await storedAuthToken(page));
});
