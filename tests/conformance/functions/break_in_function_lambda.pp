function f() { [1,2].each |$x| { break() } ; "after" }
notice(f())
