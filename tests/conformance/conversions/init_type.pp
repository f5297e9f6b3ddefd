notice(Init[Integer]('12'))
notice(Init[String](5))
notice(Init[Integer](3))
