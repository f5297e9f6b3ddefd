include haproxy
haproxy::frontend { 'puppet00':
  ipaddress => $facts['networking']['ip'],
  ports     => ['18140', '18141'],
  mode      => 'tcp',
  bind_options => 'accept-proxy',
  options   => {
    'default_backend' => 'puppet00',
    'timeout client'  => '30s',
    'option'          => ['tcplog', 'accept-invalid-http-request'],
  },
}
haproxy::backend { 'puppet00':
  options => {
    'option'  => ['tcplog'],
    'balance' => 'roundrobin',
  },
}
haproxy::userlist { 'users':
  users  => ['joe insecure-password hello', 'bob insecure-password world'],
  groups => ['admins users joe', 'others users bob'],
}
haproxy::mapfile { 'domains-to-backends':
  ensure   => 'present',
  mappings => [{ 'app01.example.com' => 'bk_app01' }, { 'app02.example.com' => 'bk_app02' }],
}
haproxy::peers { 'mypeers': }
haproxy::peer { 'peer1':
  peers_name   => 'mypeers',
  server_names => 'haproxy1.example.com',
  ipaddresses  => '10.0.0.1',
  port         => '1024',
}
