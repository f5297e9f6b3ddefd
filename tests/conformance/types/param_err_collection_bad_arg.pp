notice(Collection[String])
