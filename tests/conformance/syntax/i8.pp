$class = 'c'
notice("${class}")
