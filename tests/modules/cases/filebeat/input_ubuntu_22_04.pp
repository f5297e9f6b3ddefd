class { 'filebeat':
  major_version => '7',
  outputs       => { 'elasticsearch' => { 'hosts' => ['http://localhost:9200'], 'index' => 'filebeat' } },
}
filebeat::input { 'syslogs':
  paths    => ['/var/log/auth.log', '/var/log/syslog'],
  doc_type => 'syslog-beat',
}
filebeat::input { 'nginx':
  paths  => ['/var/log/nginx/*.log'],
  fields => { 'service' => 'nginx' },
  fields_under_root => true,
}
