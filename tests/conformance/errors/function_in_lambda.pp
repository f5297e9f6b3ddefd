[1].each |$x| { function bar() { 1 } }
