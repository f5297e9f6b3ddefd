notice(Sensitive > Sensitive[String])
notice(Sensitive[String] > Sensitive[String[1]])
notice(Sensitive[String] > String)
notice(Any > Sensitive)
