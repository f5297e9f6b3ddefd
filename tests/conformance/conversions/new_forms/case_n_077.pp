notice(Array[String].new(['a']))
