notify { 't': message => [Integer[1, 5], Optional[String], Notify] }
