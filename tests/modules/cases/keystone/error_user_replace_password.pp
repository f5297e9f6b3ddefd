keystone_user { 'alice': replace_password => 'maybe', domain => 'Default' }
