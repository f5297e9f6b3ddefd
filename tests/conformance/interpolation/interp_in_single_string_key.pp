$h = { "k${1 + 1}" => 'two' }
notice($h)
