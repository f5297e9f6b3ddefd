notice(Integer < Numeric, Integer <= Integer, String > Integer)
