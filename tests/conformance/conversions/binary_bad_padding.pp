notice(Binary('YQ=', '%B'))
