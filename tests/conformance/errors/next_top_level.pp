notice 'x'
next(1)
