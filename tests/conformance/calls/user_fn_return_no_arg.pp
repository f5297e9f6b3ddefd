function f() { return() 'x' }
notice(f())
notice(type(f()))
