$config = { 'server' => { 'port' => 8080, 'hosts' => ['a', 'b'] }, 'debug' => false }
$config.tree_each |$path, $value| {
  unless $value =~ Collection { notice("${join($path, '.')} = ${value}") }
}
$leaves = $config.tree_each({include_containers => false}).map |$pv| { $pv[0].join('/') }
notice($leaves)
