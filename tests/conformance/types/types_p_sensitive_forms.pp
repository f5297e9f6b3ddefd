notice(Sensitive[String])
notice(Sensitive)
notice(Sensitive['abc'])
