designate::pool { '794ccc2c-d751-44fe-b57f-8894c9f5c842':
  nameservers   => ['0f66b842-96c2-4189-93fc-1dc95a08b012'],
  targets       => ['f26e0b32-736f-4f0a-831b-039a415c481e'],
  also_notifies => ['10.0.0.30:53'],
}
designate::pool_nameserver { '0f66b842-96c2-4189-93fc-1dc95a08b012':
  host => '10.0.0.20',
  port => 53,
}
designate::pool_target { 'f26e0b32-736f-4f0a-831b-039a415c481e':
  type    => 'bind9',
  masters => ['10.0.0.10:5354'],
  options => { 'rndc_host' => '10.0.0.20', 'rndc_port' => '953' },
}
