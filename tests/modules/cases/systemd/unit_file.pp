systemd::unit_file { 'foo.service':
  content => "[Unit]\nDescription=Foo\n[Service]\nExecStart=/usr/bin/foo\n",
  enable  => true,
  active  => true,
}
systemd::dropin_file { 'foo.conf':
  unit    => 'foo.service',
  content => "[Service]\nEnvironment=X=1\n",
}
systemd::tmpfile { 'foo.conf':
  content => 'd /run/foo 0755 root root -',
}
systemd::service_limits { 'foo.service':
  limits => { 'LimitNOFILE' => 8192, 'LimitNPROC' => 16384 },
}
