function g() { [1,2].each |$x| { break() } 'after' }
notice(g())
