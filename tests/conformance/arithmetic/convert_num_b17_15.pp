notice(Integer(true))
