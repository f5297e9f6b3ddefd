$x = {a => 1}
notice(getvar('x.a.b') |$e| { "caught ${e.issue_code}" })
