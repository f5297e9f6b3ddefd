function f() { fail('inner') }
f()
