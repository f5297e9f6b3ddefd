$n = 7
notice("id-${sprintf('%03d', $n)}")
