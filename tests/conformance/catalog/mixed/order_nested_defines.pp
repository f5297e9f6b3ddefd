define inner() { notice("inner ${title}") }
define outer() { notice("outer ${title} start") inner { "${title}.1": } inner { "${title}.2": } notice("outer ${title} end") }
outer { 'a': }
outer { 'b': }
notice('main')
