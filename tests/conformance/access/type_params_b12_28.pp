notice(Sensitive[String])
notice(Sensitive[1])
