function f($x) { fail("bad ${x}") }
notice(f(1))
