function f() { break() }
notice([1,2,3].map |$x| { if $x == 2 { f() } ; $x })
