function f() { next(5) }
notice(f())
