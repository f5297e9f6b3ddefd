notice(Init[String]([1, 2, 3]))
