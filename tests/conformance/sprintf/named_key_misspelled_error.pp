notice(sprintf('%{port}', { 'prot' => 80, 'host' => 'h' }))
