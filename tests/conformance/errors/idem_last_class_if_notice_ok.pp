class a { if true { notice(x) } }
include a
notice(ok)
