oslo::db { 'keystone_config':
  connection => 'oracle://keystone@db/keystone',
}
