// SPDX-License-Identifier: GPL-2.0
/// A bus_type's .match takes a const struct device_driver * since 6.11.
///
/// Linux 6.11 made struct bus_type's match(struct device *, struct
/// device_driver *) take a const struct device_driver *, so the match
/// function of a bus core written for an older kernel (2.6.10's signature
/// is the same as 6.1's) no longer has the type its .match field wants.
/// The function only asks whether the driver fits the device, so its
/// driver parameter becomes const: that changes nothing at run time.
/// Converted: a static function named by a struct bus_type's .match whose
/// body only reads fields through the driver parameter (drv->name), with
/// its forward declarations in the file.  Left alone and reported: a body
/// that writes through the parameter, takes a field's address, assigns it
/// or passes it whole to another function or macro (to_foo_driver(drv)
/// built on container_of() would drop the const: make it take a const
/// pointer with container_of_const() first), a match function that is not
/// static (its prototype and other users may be in other files) or that is
/// used other than by .match and by direct calls.  Only for a target tree
/// whose bus.h has the const parameter (6.11 and later): the runner does
/// not apply it to an older tree, where the edit would not build.
///
// Confidence: High
// Copyright: (C) 2026 The 2.6.11 transition toolkit authors
// Subject: take a const struct device_driver * in the bus match function
// Subject-short: a const driver in .match
// Commit-why: 3
// Follow-up: /left for a human$/
// Options: --no-includes --include-headers
// Must-contain: bus_type
// Must-contain: match
// Kernel-has(include/linux/device/bus.h): /int \(\*match\)\(struct device \*\w*, const struct device_driver \*\w*\);/

