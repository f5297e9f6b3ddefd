[1].each |$x| { fail("lam") }
