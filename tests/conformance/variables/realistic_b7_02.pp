$config = {
  'db' => { 'host' => 'localhost', 'port' => 5432 },
  'cache' => { 'enabled' => true },
}
$lines = $config.map |$section, $settings| {
  $kv = $settings.map |$k, $v| { "  ${k} = ${v}" }.join("\n")
  "[${section}]\n${kv}"
}
notice($lines.join("\n"))
