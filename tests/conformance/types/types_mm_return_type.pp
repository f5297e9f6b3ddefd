function f() >> Integer { 'x' }
f()
