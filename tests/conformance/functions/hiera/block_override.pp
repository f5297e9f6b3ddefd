notice(hiera('a', 'o') |$k| { "b${k}" })
