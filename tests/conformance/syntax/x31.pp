notice('a' == 'a' == true)
