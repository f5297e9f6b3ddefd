function f() >> Regexp['a('] { /x/ }
notice(f())
