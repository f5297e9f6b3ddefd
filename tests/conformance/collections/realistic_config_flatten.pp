$config = { server => { host => "db", port => 5432 }, pool => { size => 10 } }
notice($config.dig(server, host), $config.dig(server, nope, x), $config[pool][size] * 2)
$flat = $config.reduce({}) |$m, $kv| {
  $m + $kv[1].reduce({}) |$mm, $kv2| { $mm + { "${kv[0]}.${kv2[0]}" => $kv2[1] } }
}
notice($flat)
notice($flat.map |$k, $v| { "$k=$v" }.sort)
