notice(String in 'abc')
