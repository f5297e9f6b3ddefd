function f() >> Integer { 'a' }
f()
