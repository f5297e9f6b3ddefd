notice(Array('abc', true))
