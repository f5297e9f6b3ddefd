define app::instance($port, $ensure = 'running') {
  notice("${title} on ${port} ${ensure}")
}
$instances = {
  'api' => { 'port' => 8080 },
  'web' => { 'port' => 80, 'ensure' => 'stopped' },
}
create_resources('app::instance', $instances)
create_resources(app::instance, { 'admin' => { 'port' => 9000 } }, { 'ensure' => 'absent' })
