notice(Timespan('5.1234', '%S.%L'))
