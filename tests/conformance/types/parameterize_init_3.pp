notice(Init[String, 'x'])
