function ff($a) { $b = 'fb' [1].map |$q| { "${a}${b}${q}" } }
notice(ff('A'))
