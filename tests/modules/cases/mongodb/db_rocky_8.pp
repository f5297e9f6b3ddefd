class { 'mongodb::server': bind_ip => ['127.0.0.1'], auth => true }
mongodb::db { 'testdb':
  user     => 'user1',
  password => 'pass1',
}
mongodb::db { 'otherdb':
  user          => 'user2',
  password_hash => 'a15fbfca5e3a758be80ceaf42458bcd8',
  roles         => ['readWrite', 'dbAdmin'],
}
