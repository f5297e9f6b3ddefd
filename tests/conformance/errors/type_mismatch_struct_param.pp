function f(Struct[{ name => String, port => Integer }] $cfg) { $cfg['name'] }
notice(f({ 'name' => 'web', 'port' => 80 }))
notice(f({ 'name' => 'web', 'port' => '80' }))
