if 'ac' =~ /a(b)?c/ { notice("[${1}] [${0}]") ; notice($1 =~ Undef) }
