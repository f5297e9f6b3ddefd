$result = with(10, 20) |$a, $b| { $a * $b }
notice($result)
$maybe = { 'a' => { 'b' => 'found' } }
notice($maybe.dig('a', 'b').then |$x| { upcase($x) })
notice($maybe.dig('a', 'c').then |$x| { upcase($x) }.lest || { 'none' })
notice($maybe.get('a.b').then |$x| { "got ${x}" })
