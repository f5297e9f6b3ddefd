$tests = [
  { 'type' => 'cpu', 'operator' => '>', 'value' => '80%', 'tolerance' => { 'cycles' => 3 } },
  { 'type' => 'memory', 'operator' => 'GT', 'value' => 90, 'action' => 'restart', 'tolerance' => { 'cycles' => 5, 'times' => 2 } },
  { 'type' => 'connection', 'host' => 'localhost', 'port' => 80, 'socket_type' => 'tcpssl', 'socket_type_cypher' => 'tlsv12', 'socket_type_checksum' => 'abc', 'protocol' => 'http', 'protocol_test' => { 'status' => 200, 'request' => '/health', 'content' => 'ok' }, 'timeout' => 5, 'retry' => 2 },
  { 'type' => 'connection', 'unixsocket' => '/run/app.sock', 'action' => 'exec', 'exec' => '/bin/true' },
  { 'type' => 'connection', 'port' => 25, 'protocol' => 'smtp', 'protocol_test' => [{ 'send' => 'HELO', 'expect' => '250' }] },
  { 'type' => 'connection', 'port' => 9, 'protocol' => 'generic', 'protocol_test' => [{ 'send' => 'x', 'expect' => 'y' }] },
  { 'type' => 'connection', 'port' => 8080, 'protocol' => 'apache-status', 'protocol_test' => { 'loglimit' => '> 10%' } },
]
notice(monit_validate_tests('process', $tests))
notice(monit_validate_tests('filesystem', [{ 'type' => 'space', 'operator' => '>', 'value' => '80 %' }, { 'type' => 'fsflags' }, { 'type' => 'perm', 'value' => '0644' }]))
notice(monit_validate_tests('file', []))
