notice(max(Integer, String))
