# a string pattern with an undefined option, converted at run time
notice('a' =~ '(?J)a')
