if /(e)(a)/ in 'eaten' { notice($1) notice($2) }
