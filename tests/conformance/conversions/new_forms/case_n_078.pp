notice(Array[String, 2].new(['a']))
