notice(Integer())
