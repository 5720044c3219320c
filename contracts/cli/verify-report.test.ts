// The report printed by `npm run contracts:verify`, from real verifier results (the fixtures are
// results of the committed pact against the fake backend, long strings cut to 400 characters):
// - mismatches: no provider states set up, so the data does not match;
// - state-setup-failed: --states-url pointing at a path the backend does not serve;
// - passed: with the provider-state endpoint.
import { describe, expect, it } from 'vitest';
import { verifyUsage, type VerifyRequest } from './verify-args';
import {
  describeMismatch,
  describeRun,
  formatReport,
  parseVerifierResult,
  publishFailure,
  statesOf,
  type StateFailure,
  type VerifierResult,
} from './verify-report';
import mismatches from './fixtures/verifier-result-mismatches.json';
import passed from './fixtures/verifier-result-passed.json';
import stateSetupFailed from './fixtures/verifier-reply-state-setup-failed.json';

describe('contracts:verify report', () => {
  it('a passing run: one PASS line per interaction and the summary', () => {
    const report = formatReport(passed);
    expect(report).toMatchObject({ ok: true, passed: 9, failed: 0 });
    expect(report.lines).toHaveLength(10);
    expect(report.lines[0]).toBe('PASS  a request for an article that does not exist');
    expect(report.lines.at(-1)).toBe("All 9 interactions passed: the backend honours the website's contract.");
  });

  it('a failing run: FAIL lines with short reasons, status first, and the summary', () => {
    const report = formatReport(mismatches);
    expect(report).toMatchObject({ ok: false, passed: 3, failed: 6 });
    const text = report.lines.join('\n');
    expect(text).toContain(
      [
        'FAIL  a request for one article',
        '        status: expected 200, got 404',
        '        body $: Actual map is missing the following keys: _id, category, contents, date, image, isHot, summary, title',
      ].join('\n'),
    );
    expect(text).toContain('PASS  a request for the featured article');
    expect(report.lines.at(-1)).toBe("6 of 9 interactions failed, 3 passed. Run with --verbose for Pact's full output.");
    // No line carries a whole response body.
    for (const line of report.lines) expect(line.length).toBeLessThanOrEqual(170);
  });

  it('an interaction whose provider state was not set up fails with that reason, not the mismatches that follow', () => {
    const { result, stateFailures } = stateSetupFailed as { result: VerifierResult; stateFailures: StateFailure[] };
    const report = formatReport(result, { stateFailures });
    expect(report).toMatchObject({ ok: false, passed: 0, failed: 9 });
    expect(report.lines[0]).toBe('FAIL  a request for an article that does not exist');
    expect(report.lines[1]).toMatch(
      /^ {8}provider state 'no article exists with an id' was not set up: POST http:\/\/127\.0\.0\.1:9701\/_pact\/nope answered 404 Not Found \(/,
    );
    expect(report.lines[2]).toBe('FAIL  a request for news when there is none');
    expect(report.lines.join('\n')).not.toMatch(/status: expected|teardown failed/);
  });

  it('a state set-up failure marks the run failed even if its interaction passed, and tear-down failures are noted once', () => {
    const failures: StateFailure[] = [
      { state: 'news categories exist', action: 'setup', reason: 'POST x answered 500' },
      { state: 'articles exist', action: 'teardown', reason: 'POST x answered 500' },
      { state: 'articles exist', action: 'teardown', reason: 'POST x answered 500' },
    ];
    const report = formatReport(passed, { stateFailures: failures });
    expect(report.ok).toBe(false);
    expect(report.lines.filter((line) => line.startsWith('note:'))).toEqual([
      "note: provider state 'news categories exist' setup failed: POST x answered 500",
      "note: provider state 'articles exist' teardown failed: POST x answered 500",
    ]);
  });

  it('publishing: a failure the core only logs fails the run; without one, the report says where results went', () => {
    const line =
      "2026-11-22T15:15:07.271219Z ERROR ThreadId(02) pact_verifier: Publishing of verification results failed with an error: Error with a HAL link - Link 'pb:provider' was not found in the response";
    expect(publishFailure(line)).toBe("Error with a HAL link - Link 'pb:provider' was not found in the response");
    expect(publishFailure('2026-11-22T15:15:07Z  INFO ThreadId(02) pact_verifier: Publishing verification results back to the Pact Broker')).toBeNull();

    const publish = { providerVersion: 'be1234', providerBranch: 'main' };
    const failedToPublish = formatReport(passed, { publish, publishFailures: ['Error with a HAL link'] });
    expect(failedToPublish.ok).toBe(false);
    expect(failedToPublish.lines.slice(-2)).toEqual([
      'ERROR publishing the results to the broker failed: Error with a HAL link',
      "All 9 interactions passed, but the run failed (see above). Run with --verbose for Pact's full output.",
    ]);
    const published = formatReport(passed, { publish });
    expect(published.ok).toBe(true);
    expect(published.lines.at(-2)).toBe('Results sent to the broker as version be1234 on branch main.');
    expect(formatReport(passed).lines.join('\n')).not.toMatch(/broker/);
  });

  it('no interaction verified is a failure', () => {
    const report = formatReport({ result: true, interactionResults: [], errors: [] });
    expect(report.ok).toBe(false);
    expect(report.lines).toEqual(['No interaction was verified: no pact was found for this provider.']);
  });

  it('errors of the verifier itself are shown, shortened', () => {
    const report = formatReport({
      result: false,
      interactionResults: [{ description: 'a request for the news categories', result: 'Error' }],
      errors: [
        {
          interaction: 'Verifying a pact between a and b Given news categories exist - a request for the news categories',
          mismatch: { type: 'error', message: 'error sending request for url (http://127.0.0.1:1/api/v1/new-categories): connection refused' },
        },
      ],
    });
    expect(report.lines.slice(0, 2)).toEqual([
      'FAIL  a request for the news categories',
      '        error sending request for url (http://127.0.0.1:1/api/v1/new-categories): connection refused',
    ]);
  });

  it('caps the reasons per interaction', () => {
    const report = formatReport({
      result: false,
      interactionResults: [{ description: 'd', result: 'Error' }],
      errors: [
        {
          interaction: 'Verifying a pact between a and b - d',
          mismatch: { type: 'mismatches', mismatches: ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => ({ type: 'BodyMismatch', path: `$.${k}`, mismatch: 'wrong' })) },
        },
      ],
    });
    expect(report.lines.slice(1, 5)).toEqual(['        body $.a: wrong', '        body $.b: wrong', '        body $.c: wrong', '        … and 3 more (run with --verbose)']);
  });

  it('describes each kind of mismatch in one line', () => {
    expect(describeMismatch({ type: 'StatusMismatch', expected: 200, actual: 500 })).toBe('status: expected 200, got 500');
    expect(describeMismatch({ type: 'HeaderMismatch', key: 'Content-Type', mismatch: "Expected 'application/json' but got 'text/html'" })).toBe(
      "header Content-Type: Expected 'application/json' but got 'text/html'",
    );
    expect(describeMismatch({ type: 'QueryMismatch', parameter: 'page', expected: '1', actual: '2' })).toBe('query page: expected 1, got 2');
    expect(describeMismatch({ type: 'BodyMismatch', path: '$.news', mismatch: 'x'.repeat(500) })).toHaveLength(160);
  });

  it('reads the provider states out of the verifier’s interaction names', () => {
    const error = { interaction: 'Verifying a pact between a and b Given s1 And s2 - a - b', mismatch: { type: 'error', message: '' } };
    expect(statesOf(error, 'a - b')).toEqual(['s1', 's2']);
    expect(statesOf({ ...error, interaction: 'Verifying a pact between a and b - d' }, 'd')).toEqual([]);
  });

  it('tells a result from an error message', () => {
    expect(parseVerifierResult(JSON.stringify(passed))).toMatchObject({ result: true });
    expect(parseVerifierResult('Verification was unable to run')).toBeNull();
    expect(parseVerifierResult('{"errors":[]}')).toBeNull();
  });

  it('opens with what is verified, against what', () => {
    const request: VerifyRequest = { baseUrl: 'http://localhost:8080', source: { kind: 'file' }, logLevel: 'error' };
    expect(describeRun(request, 'contracts/pacts/p.json')).toBe(
      'Verifying http://localhost:8080 against contracts/pacts/p.json; no provider state set-up (--states-url not given).',
    );
    expect(
      describeRun(
        {
          ...request,
          statesUrl: 'http://localhost:8080/_pact/provider-states',
          source: { kind: 'broker', brokerUrl: 'https://b.example', auth: {}, publish: true, providerVersion: 'abc', providerBranch: 'main' },
        },
        'p.json',
      ),
    ).toBe(
      'Verifying http://localhost:8080 against the pacts selected at https://b.example (main branch, deployed or released); ' +
        'provider states set up at http://localhost:8080/_pact/provider-states; results published as version abc on branch main.',
    );
    expect(verifyUsage).toContain('--states-url <url>');
  });
});
