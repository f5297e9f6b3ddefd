function f() { 1 }
f() |$x| { 1 }
