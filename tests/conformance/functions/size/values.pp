notice(size('abcd'))
notice(size([1, 2, 3]))
notice(size({}))
notice(size(Binary('YWJj')))
