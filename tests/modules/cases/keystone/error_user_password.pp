keystone_user { 'alice': password => '', domain => 'Default' }
