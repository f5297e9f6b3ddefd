notice(Array('ab', true))
