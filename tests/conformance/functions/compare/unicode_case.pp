notice(compare('Ä', 'ä'))
notice(compare('é', 'f'))
notice(compare('abc', 'abcd'))
notice(compare('', 'a'))
