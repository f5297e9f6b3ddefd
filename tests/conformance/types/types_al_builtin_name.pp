type Integer = String
notice(Integer)
