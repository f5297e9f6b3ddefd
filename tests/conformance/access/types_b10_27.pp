notice(Optional[String][0])
