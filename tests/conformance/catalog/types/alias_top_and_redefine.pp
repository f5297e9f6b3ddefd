type ::Integer = String
type Integer = String
notice(1)
