type ::Integer = String
notice(1)
