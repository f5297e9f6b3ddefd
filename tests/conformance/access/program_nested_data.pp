$data = { 'a' => { 'b' => { 'c' => [10, 20, 30] } } }
notice($data.dig('a', 'b', 'c', 1))
notice($data['a']['b']['c'][-1])
notice($data.get('a.b.c.2'))
$m = $data.map |$k, $v| { [$k, $v.keys] }.convert_to(Hash)
notice($m)
notice($data.filter |$k, $v| { $k =~ /^a/ }.keys)
$x = $data['nope']
notice($x =~ Undef)
notice("${data['a']['b']['c']}")
