class a { if true { 1 } else { notice(1) } }
include a
notice(ok)
