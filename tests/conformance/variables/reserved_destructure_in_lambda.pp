[1].each |$x| { [$a, $trusted] = [1, 2] }
