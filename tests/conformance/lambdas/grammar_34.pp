function f() notice(1)
