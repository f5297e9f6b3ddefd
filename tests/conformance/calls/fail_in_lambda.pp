$x = [1].map |$v| { fail("inner") }
