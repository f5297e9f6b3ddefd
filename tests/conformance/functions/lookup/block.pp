notice(lookup('a') |$k| { "no ${k}" })
