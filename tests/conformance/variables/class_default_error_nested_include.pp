class bar($b = "${nope}") { }
class foo { notice('foo') include bar }
include foo
