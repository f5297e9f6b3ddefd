$h = {a => {b => 1}}
notice($h.dig('a', 'c').lest || { 'nope' })
notice($h.dig('a', 'b').lest || { 'nope' })
