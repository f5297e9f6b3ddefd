function f() { err('in func') }
f()
[1].each |$x| { err('in lambda') }
