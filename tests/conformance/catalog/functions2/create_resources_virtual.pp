create_resources('@notify', { 'v' => { 'message' => 'virtual' } })
create_resources('notify', { 'r' => {} })
notice(defined(Notify['v']))
realize(Notify['v'])
