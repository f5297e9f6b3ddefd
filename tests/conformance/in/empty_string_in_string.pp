notice('' in 'abc')
