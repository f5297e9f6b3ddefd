notice(Error[String])
