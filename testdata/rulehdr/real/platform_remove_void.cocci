// SPDX-License-Identifier: GPL-2.0
/// A platform_driver's .remove returns void since 6.11.
///
/// The platform core never used the value a remove callback returned: 6.1
/// prints "remove callback returned a non-zero value. This will be
/// ignored." and removes the device anyway.  Linux 6.11 made struct
/// platform_driver's .remove return void, so a driver written for an older
/// kernel no longer has the type its .remove field wants.  A remove
/// function that can only return 0 becomes void: its last "return 0;" goes
/// and any other becomes "return;", which changes nothing at run time.
/// Left alone and reported: a remove function that may return something
/// else (an error the core ignored: say what to do instead, e.g. print it,
/// by hand), one that is not static (its prototype and users may be in
/// other files), whose result a direct call uses, that is used as a
/// pointer elsewhere, whose last "return 0;" follows a label, or that is
/// defined in another file.  Only for a target tree whose
/// platform_device.h has the void .remove (6.11 and later): the runner does
/// not apply it to an older tree, where the edit would not build.
///
// Confidence: High
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: make the platform remove callback return void
// Subject-short: a void .remove
// Commit-why: 5
// Follow-up: /left for a human$/
// Options: --no-includes --include-headers
// Must-contain: platform_driver
// Must-contain: remove
// Kernel-has(include/linux/platform_device.h): /\n\t\tvoid \(\*remove\)\(struct platform_device \*\);/

