class foo(Enum['a', 'b'] $mode = 'c') {} include foo
