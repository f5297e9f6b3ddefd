notice(match("ab\n", /b\Z/))
