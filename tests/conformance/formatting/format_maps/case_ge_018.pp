notice(String(Integer, '%d'))
