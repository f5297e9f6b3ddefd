notice(regsubst("a\nb", '(?m)a.b', 'X'))
notice(regsubst("A\nb", '(?mi)a.B', 'X'))
