$args = [1,2,3]
foo(*$args)

# same result as
foo(1,2,3)
