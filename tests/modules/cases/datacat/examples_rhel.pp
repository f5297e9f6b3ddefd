datacat { '/etc/nagios/objects/hostgroups.cfg':
  template_body => "<% @data.keys.sort.each do |hostgroup| %>\ndefine hostgroup {\n  name <%= hostgroup %>\n}\n<% end %>\n",
  owner         => 'root',
  mode          => '0644',
}
datacat_fragment { 'hostgroup web':
  target => '/etc/nagios/objects/hostgroups.cfg',
  data   => { 'web' => ['host1', 'host2'] },
}
datacat_fragment { 'hostgroup db':
  target => '/etc/nagios/objects/hostgroups.cfg',
  data   => { 'db' => ['host3'] },
  order  => '10',
}
datacat { '/etc/motd':
  ensure        => absent,
}
