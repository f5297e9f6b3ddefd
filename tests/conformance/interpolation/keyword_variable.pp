$if = 'x'
notice("${if}")
