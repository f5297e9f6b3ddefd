notice(match("ab\n", /b\z/))
