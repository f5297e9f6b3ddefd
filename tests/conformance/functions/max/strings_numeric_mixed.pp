notice(max('abc', '5'))
notice(min('1.5', '10'))
notice(max('1e3', '999'))
