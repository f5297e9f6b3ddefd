$hosts = {'web1' => {'ip' => '10.0.0.1', 'port' => 80}, 'db1' => {'ip' => '10.0.0.2', 'port' => 5432}}
$hosts.each |$name, $h| { notice(sprintf('%-6s %-12s %5d', $name, $h['ip'], $h['port'])) }
notice(String($hosts, { Hash => { format => '%h', separator => "\n", separator2 => ': ' } }))
notice(String($hosts.keys, '% a'))
notice(String([1, 2, 3], {Array => {format => '%a', separator => ' + '}, Integer => '%d'}))
