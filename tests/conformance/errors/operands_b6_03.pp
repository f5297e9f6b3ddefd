$h = {a => 1}
notice($h.dig('a', 'b'))
notice($h.dig('a').foo)
