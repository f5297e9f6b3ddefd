$merged = merge({ 'a' => 1 }, { 'b' => 2 })
$port = pick(undef, 8080)
notice(to_json($merged))
notice(join_keys_to_values($merged, '='))
notice(stdlib::start_with('playground', 'play'))
notice($port =~ Stdlib::Port)
ensure_packages(['curl', 'git'])
file_line { 'motd':
  path => '/etc/motd',
  line => "Port ${port}",
}
