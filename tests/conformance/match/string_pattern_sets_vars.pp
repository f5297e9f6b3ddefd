if 'foo' =~ '(o+)' { notice($1) }
