notice(Error[['a','b']])
