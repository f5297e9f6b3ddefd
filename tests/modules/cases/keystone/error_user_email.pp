keystone_user { 'alice': email => 'alice', domain => 'Default' }
