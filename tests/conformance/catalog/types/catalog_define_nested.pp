define inner($v) { notify { "inner-${title}": message => $v } }
define outer() { inner { "${title}-1": v => 1 } inner { "${title}-2": v => 2 } }
outer { 'o': }
Inner['o-1'] -> Inner['o-2']
