notice(lookup(['a', 'b']) |$k| { "no ${k}" })
