#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Run the unit tests of scripts/lib (test_*.py) and end with one line
"N passed, N failed", counting tests (a test with failed subtests fails
once; a skipped test counts as failed: here nothing may be left untested).
Exit 1 when any failed."""
import os
import sys
import unittest


def test_id(test):
    # a subtest's failure belongs to its test
    return getattr(test, 'test_case', test).id()


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    suite = unittest.defaultTestLoader.discover(here, pattern='test_*.py', top_level_dir=here)
    result = unittest.TextTestRunner(stream=sys.stdout, verbosity=2).run(suite)
    bad = {test_id(t) for t, _ in result.failures + result.errors}
    bad |= {test_id(t) for t, _ in result.skipped}
    bad |= {test_id(t) for t in result.unexpectedSuccesses}
    for t, why in result.skipped:
        print('skipped, counted as failed: %s: %s' % (test_id(t), why))
    print('%d passed, %d failed' % (result.testsRun - len(bad), len(bad)))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
