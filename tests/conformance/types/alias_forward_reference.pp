notice(5 =~ Later)
type Later = Integer
notice(Later)
