notice(NotUndef[String])
