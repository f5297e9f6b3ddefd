function f() { 1 / 0 }
[1].each |$x| { f() }
