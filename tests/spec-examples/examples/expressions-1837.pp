# These two calls are equivalent
foo( *[1,2,3])
foo(1,2,3)
