notice(hiera('a') |$k| { "b${k}" })
