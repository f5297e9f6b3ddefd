notice(match("abc", /(?<first>a)/))
