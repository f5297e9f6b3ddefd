function f() { notify { message => 'x' } }
f()
