notice(Integer > Integer[1,2])
notice(Numeric >= Integer)
notice(String < Integer)
