notice(String[1,3]('abcd'))
