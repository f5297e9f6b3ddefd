$x = 'ä'
notice("${x}ö", "$xö")
