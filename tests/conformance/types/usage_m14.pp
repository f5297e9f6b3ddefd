notice(Sensitive[String] == Sensitive[String]) notice(Sensitive('a') == Sensitive('a'))
