$facts = 1
type ::Integer = String
notice(1)
