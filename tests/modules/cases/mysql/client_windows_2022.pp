include mysql::client
notice(mysql::password('secret'))
notice(mysql::strip_hash({ 'a' => '', 'b' => 'x' }))
