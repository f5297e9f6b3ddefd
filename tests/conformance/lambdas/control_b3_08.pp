function f() { break() }
notice(f())
