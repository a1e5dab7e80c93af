/// A crafted rule spatch gives a grep query for.
// Options: --no-includes --include-headers
// Must-contain: spinlock_t | lock.lock
// Must-contain(*.h): /(\.|->) lock\b/

virtual report

@r depends on report@
expression E;
position p;
@@
(
E.lock@p
|
E->lock@p
)

@script:python depends on report@
p << r.p;
@@
coccilib.report.print_report(p[0], "the lock field")
