notice(file('/nonexist', '/nonexist2'))
