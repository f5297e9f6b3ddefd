$h = {'k' => 'v'}
notice("${h['k']}s ${h["k"]}")
