# keystone's types with valid values of their value collections.
keystone_domain { 'example': enabled => 'True', is_default => false, description => 'Example' }
keystone_tenant { 'services': enabled => true, description => 'Services', domain => 'Default' }
keystone_user { 'alice': enabled => 'false', email => 'alice@example.com', password => 's3cret', description => 'Alice',
  replace_password => 'False', domain => 'Default' }
keystone_user { 'bob': email => '', domain => 'Default' }
keystone_role { 'admin': ensure => present }
keystone_service { 'glance::image': ensure => present, description => 'Image' }
keystone_identity_provider { 'idp': enabled => 'true', description => 'IdP', remote_ids => ['https://idp.example.com'] }
